#define FormA 2000
#define Base 100
#define Twice (Base * 2)
#define Label1 Twice + 1
