/*
 * Palm Pitch - resource IDs of the dialogs of the family's decisions (decisions.rcp), in the range
 * 7500-7999 of family_ids.h, which includes this header: desktop only, as family.rcp is; the device
 * plays the Palm game and never opens them.
 *   7500-7699  the forms and their objects
 *   7700-7719  their texts: the TxtC DecisionTexts, numbered below by place (names ending in
 *              Phrase), the string lists and the help strings
 */
#ifndef DECISIONS_IDS_H
#define DECISIONS_IDS_H

/* The bid dialog of a variant: the numbers of its range, Doubled, Pass, the moon, the blind moon. */
#define FamilyBidForm           7500
#define FamilyBidContextField   7501
#define FamilyBidPassButton     7502
#define FamilyBidMoonButton     7503
#define FamilyBidBlindButton    7504
#define FamilyBidDoubledCheckbox 7505
#define FamilyBidNumber0Button  7510 /* ... to 7521: the numbers of the range, in order */

#define LookForm                7530
#define LookContextField        7531
#define LookLookButton          7532
#define LookBlindButton         7533

#define TrumpForm               7540
#define TrumpContextField       7541
#define TrumpSpadesButton       7542 /* then hearts, diamonds, clubs: by suit */

#define CallForm                7550
#define CallContextField        7551
#define CallCallButton          7552
#define CallSpadesButton        7555 /* then hearts, diamonds, clubs: by suit */
#define CallRank0Button         7560 /* ... to 7572: ace, king ... two */
#define CallBigJokerButton      7573
#define CallLittleJokerButton   7574
#define CallSuitGroup           2
#define CallCardGroup           3

#define FoldForm                7580
#define FoldContextField        7581
#define FoldPlayOnButton        7582
#define FoldFoldButton          7583

#define DiscardForm             7590
#define DiscardContextField     7591
#define DiscardCardsGadget      7592
#define DiscardDiscardButton    7593

#define DecisionTexts           7700
#define RankNamesStringList     7701
#define JokerNamesStringList    7702
#define FamilyBidHelpString     7703
#define DiscardHelpString       7704

/* The texts of DecisionTexts, by their place in it (from 0, in the order of text/decisions.txt). */
#define SeatPhrase                     0
#define DealsPhrase                    1
#define YouDealPhrase                  2
#define LookLosePhrase                 3
#define LookLoseToMakerPhrase          4
#define LookBlindMoonPhrase            5
#define NoBidYetPhrase                 6
#define HighBidPhrase                  7
#define BidOpenPhrase                  8
#define BidTopPhrase                   9
#define BidMatchPhrase                 10
#define BidForcedPhrase                11
#define BidOnlyPassPhrase              12
#define BidDoubledPhrase               13
#define BidStakePhrase                 14
#define BlindMoonPhrase                15
#define BidMoonAskPhrase               16
#define BidTypedPhrase                 17
#define TrumpContextPhrase             18
#define SubTrumpContextPhrase          19
#define NameTrumpTitlePhrase           20
#define NameSubTrumpTitlePhrase        21
#define CallContextPhrase              22
#define CallCardPhrase                 23
#define CallJokerPhrase                24
#define CallHeldPhrase                 25
#define FoldContextPhrase              26
#define DiscardTitlePhrase             27
#define WidowTitlePhrase               28
#define StockTitlePhrase               29
#define DrawTitlePhrase                30
#define WidowPhrase                    31
#define StockPhrase                    32
#define LostCardsPhrase                33
#define DrawPhrase                     34
#define BeforeTrumpPhrase              35
#define CutBackPhrase                  36
#define TookWidowPhrase                37
#define TookStockPhrase                38
#define TookLostCardsPhrase            39
#define TrumpsStayPhrase               40
#define DrawKeepTrumpsPhrase           41
#define MarkExactlyPhrase              42
#define MarkUpToPhrase                 43
#define OneCardPhrase                  44
#define CardsPhrase                    45
#define BidHintPhrase                  46
#define PassHintPhrase                 47
#define PartnerHintPhrase              48
#define BlindHintPhrase                49
#define PlainPassHintPhrase            50
#define SetPassHintPhrase              51

#endif /* DECISIONS_IDS_H */
