/*
 * Resource IDs of Palm Pitch - the one source of IDs.
 *
 * resources/pitch.rcp includes this header, and the Python app reads the same numbers with
 * prc_tools.rcp.read_header("resources/pitch_ids.h"); the device app's C includes it (app.h).
 *
 * Ranges (IDs are per resource type on Palm OS, but keeping them apart makes dumps readable):
 *   1000-1999  forms (tFRM) and, from formID + 1, the objects on each form
 *   1000       the menu bar (MBAR)
 *   2000-2999  menu commands (menuEvent itemID)
 *   3000-3999  alerts (Talt)
 *   4000-4999  strings (tSTR) and string lists (tSTL)
 *   5000-5999  bitmaps (Tbmp)
 *   The launcher icons are tAIB 1000 and 1001 and the name tAIN 1000, as Palm OS requires.
 */
#ifndef PITCH_IDS_H
#define PITCH_IDS_H

/* The card table: the app's one non-modal form. */
#define MainForm                1000
#define MainTableGadget         1001
#define MainPlayButton          1002
#define MainNewGameButton       1003
#define MainStatusGadget        1004
#define MainScoreGadget         1005

#define AboutForm               1100
#define AboutOKButton           1101
#define AboutNameLabel          1103
#define AboutVersionLabel       1104
#define AboutLine1Label         1105
#define AboutLine2Label         1106
#define AboutLine3Label         1107
#define AboutLine4Label         1108
#define AboutLine5Label         1109

/* The bid dialog: the buttons of bids that are not legal are hidden. */
#define BidForm                 1200
#define BidContextField         1201
#define BidPassButton           1202
#define Bid2Button              1203
#define Bid3Button              1204
#define Bid4Button              1205
#define BidSmudgeButton         1206
#define BidStealButton          1207

/* The hand summary. */
#define SummaryForm             1300
#define SummaryGadget           1301
#define SummaryOKButton         1302
#define SummaryHandsButton      1303

/* The end of a game. */
#define GameOverForm            1400
#define GameOverGadget          1401
#define GameOverNewGameButton   1402
#define GameOverOKButton        1403

/* Preferences: the computer pause (push buttons), and one popup list per house rule. */
#define PrefsForm               1500
#define PrefsPauseLabel         1501
#define PrefsPauseOffButton     1502
#define PrefsPauseShortButton   1503
#define PrefsPauseNormalButton  1504
#define PrefsPauseLongButton    1505
#define PrefsTargetLabel        1507
#define PrefsTargetTrigger      1508
#define PrefsTargetList         1509
#define PrefsLowLabel           1510
#define PrefsLowTrigger         1511
#define PrefsLowList            1512
#define PrefsStealLabel         1513
#define PrefsStealTrigger       1514
#define PrefsStealList          1515
#define PrefsAllPassLabel       1516
#define PrefsAllPassTrigger     1517
#define PrefsAllPassList        1518
#define PrefsSmudgeLabel        1519
#define PrefsSmudgeTrigger      1520
#define PrefsSmudgeList         1521
#define PrefsTrumpLabel         1522
#define PrefsTrumpTrigger       1523
#define PrefsTrumpList          1524
#define PrefsWinLabel           1525
#define PrefsWinTrigger         1526
#define PrefsWinList            1527
#define PrefsMadeLabel          1528
#define PrefsMadeTrigger        1529
#define PrefsMadeList           1530
#define PrefsLevelLabel         1531
#define PrefsLevelEasyButton    1532
#define PrefsLevelNormalButton  1533
#define PrefsLevelHardButton    1534
#define PrefsLevelExpertButton  1535
#define PrefsOKButton           1540
#define PrefsCancelButton       1541
#define PrefsSoundCheckbox      1542
#define PrefsAutoPlayCheckbox   1543
#define PrefsPauseTapButton     1544
#define PrefsPauseGroup         1
#define PrefsLevelGroup         2

/* The rules, a scrolling text. */
#define RulesForm               1600
#define RulesField              1601
#define RulesScrollBar          1602
#define RulesDoneButton         1603

/* The tricks of the hand so far, one at a time (Game > Last Trick). */
#define LastTrickForm           1700
#define LastTrickGadget         1701
#define LastTrickOKButton       1702
#define LastTrickPrevButton     1703
#define LastTrickNextButton     1704

/* The score of every hand of the game (Game > Score History). */
#define ScoresForm              1800
#define ScoresGadget            1801
#define ScoresScrollBar         1802
#define ScoresOKButton          1803

/* Your record across games (Game > Statistics). */
#define StatsForm               1900
#define StatsGadget             1901
#define StatsOKButton           1902
#define StatsResetButton        1903
#define StatsLevelEasyButton    1904
#define StatsLevelNormalButton  1905
#define StatsLevelHardButton    1906
#define StatsLevelExpertButton  1907
#define StatsLevelGroup         1

/* The four hands of a finished hand as they were dealt (the summary's Hands button). */
#define DealForm                1920
#define DealGadget              1921
#define DealOKButton            1922

/* Who has taken High, Low, Jack and Game so far in the hand (Game > Points So Far). */
#define PointsForm              1940
#define PointsGadget            1941
#define PointsOKButton          1942

/* The keys, a scrolling text (Options > Keyboard). */
#define KeysForm                1960
#define KeysField               1961
#define KeysScrollBar           1962
#define KeysDoneButton          1963

/* Menus */
#define MainMenuBar             1000
#define DesktopMenuBar          1001 /* the desktop's: MainMenuBar and Game > Hint */

#define GameNewGameCmd          2001
#define GameHandSummaryCmd      2002
#define GameLastTrickCmd        2003
#define GameScoreHistoryCmd     2004
#define GameStatisticsCmd       2005
#define GameUndoCmd             2006
#define GamePointsCmd           2007
#define GameExportCmd           2008
#define GameInfoCmd             2009
#define GameHintCmd             2010
#define OptionsPreferencesCmd   2101
#define OptionsRulesCmd         2102
#define OptionsAboutCmd         2103
#define OptionsKeyboardCmd      2104

/* Alerts */
#define DamagedSaveAlert        3000
#define DamagedPrefsAlert       3001
#define NewGameAlert            3002
#define NoSummaryAlert          3003
#define SaveFailedAlert         3004
#define NoTrickAlert            3005
#define ResetStatsAlert         3006
#define NewRulesAlert           3007
#define NoUndoAlert             3008
#define ExportFailedAlert       3010
#define NoExportAlert           3011
#define NoPointsAlert           3012
#define RomIncompatibleAlert    3013
#define MemoExportedAlert       3014 /* the device's Export: into the Memo Pad */
#define GameInfoAlert           3015 /* Game > Game Info: the rules of the game in progress */

/* Strings */
#define AboutHelpString         4000
#define BidHelpString           4002
#define PrefsHelpString         4003

/* Packed texts (TxtC: prc_tools/formats/packed_text.py) */
#define RulesText               4001
#define KeyboardText            4004
#define TableTexts              4005

/* What the table and the dialogs say: the texts of TableTexts, by their place in it (from 0, in
 * the order of text/texts.txt); ^1, ^2, ^3 are filled in as in FrmCustomAlert. */
#define StatusYourPitchString         0
#define StatusYourLeadString          1
#define StatusYourTurnString          2
#define StatusSelectedString          3
#define StatusNoCardString            4
#define StatusTrickWonString          5
#define StatusAutoPlayString          6
#define StatusGameOverString          7
#define StatusToBidString             8
#define StatusToPlayString            9
#define StatusFollowTrumpString       10
#define StatusFollowOrTrumpString     11
#define StatusFollowString            12
#define ContractString                13
#define StealContractString           14
#define TrumpString                   15
#define BidContextDealerString        16
#define BidContextYouDealString       17
#define BidContextPassedString        18
#define BidContextBidString           19
#define BidContextOpenString          20
#define BidContextHighString          21
#define BidContextStealString         22
#define BidContextStealTopString      23
#define BidContextForcedString        24
#define BidContextOnlyPassString      25
#define BidContextAllPassRedealString 26
#define BidContextAllPassSetString    27
#define BidStealLabelString           28
#define SummaryTitleString            29
#define SummaryNoJackString           30
#define SummaryNobodyString           31
#define SummaryTieString              32
#define SummaryMadeString             33
#define SummarySetString              34
#define SummarySmudgeMadeString       35
#define SummarySmudgeSetString        36
#define SummaryAllPassString          37
#define SummaryDealerSetString        38
#define SummaryRedealString           39
#define SummaryCountString            40
#define SummaryHandString             41
#define SummaryScoreString            42
#define SummaryNoWinString            43
#define SummaryTieNoWinString         44
#define SummarySmudgeWinsString       45
#define LastTrickTitleString          46
#define LastTrickLedString            47
#define ScoresHandString              48
#define ScoresContractString          49
#define ScoresAllPassString           50
#define ScoresNoneString              51
#define GameOverWinString             52
#define GameOverLoseString            53
#define GameOverScoreString           54
#define GameOverRecordString          55
#define DealTitleString               56
#define PointsTrumpString             57
#define PointsSoFarString             58
#define PointsInPlayString            59
#define PointsNotYetString            60
#define PointsGameString              61
#define DamagedPrefsWhatString        62
#define DamagedStatsWhatString        63
#define DamagedPrefsNextString        64
#define DamagedStatsNextString        65
#define AboutTargetString             66
#define GameInfoLineString            67
#define ContractTrumpString           68
#define BidContextSmudgeAskString     69
#define HintThinkingString            70
#define HintSmudgeString              71
#define HintStealString               72
#define HintBidString                 73
#define HintPartnerBidString          74
#define HintOutbidString              75
#define HintWeakString                76
#define HintOnlyString                77
#define HintPitchString               78
#define HintDrawString                79
#define HintCashString                80
#define HintTakeString                81
#define HintWinString                 82
#define HintFeedString                83
#define HintCoverString               84
#define HintSaveString                85
#define HintDuckString                86
#define HintLeadString                87
#define StatusThinkingString          88
#define StatusTrickTapString          89

#define SeatNamesStringList     4200
#define TeamNamesStringList     4201
#define BidNamesStringList      4202
#define PointNamesStringList    4203
#define DamageCausesStringList  4204
#define StatsLabelsStringList   4205
#define SuitPluralsStringList   4206

/* Bitmaps */
#define AboutSuitsBitmap        5000
#define SmallSpadeBitmap        5010
#define SmallHeartBitmap        5011
#define SmallDiamondBitmap      5012
#define SmallClubBitmap         5013
#define LargeSpadeBitmap        5020
#define LargeHeartBitmap        5021
#define LargeDiamondBitmap      5022
#define LargeClubBitmap         5023
#define BackUprightBitmap       5030
#define BackSidewaysBitmap      5031
#define DealerChipBitmap        5040

#endif /* PITCH_IDS_H */
