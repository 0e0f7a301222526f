/* pilrc generated file.  Do not edit!*/
#define NewSymbol2 9995
#define OtherSymbol 9996
#define NewSymbol 9997
