#ifndef HDR_H
#define HDR_H
#define Name 4000
#define Row 4100
#define Error 4200
#define Value 7
extern int unused;
#endif
