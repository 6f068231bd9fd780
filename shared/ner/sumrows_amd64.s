#include "textflag.h"

// func sumRowsAVX2(w unsafe.Pointer, mask uint32, idx []uint32, r0, r1, r2 *[8]int32, out *[8]int32)
//
// out = r0 + r1 + r2 + the rows idx[k]&mask of w (8 bytes a row: 7 int8
// and the row's multiplier), each widened to 8 int32 (VPMOVSXBD),
// multiplied by the row's multiplier (its last byte, broadcast by
// VPBROADCASTD of the row's second dword and moved down by VPSRLD) and
// added (VPADDD). Lane 7 (the multiplier times itself) means nothing.
TEXT ·sumRowsAVX2(SB), NOSPLIT, $0-72
	MOVQ w+0(FP), AX
	MOVL mask+8(FP), R8
	MOVQ idx_base+16(FP), BX
	MOVQ idx_len+24(FP), CX
	MOVQ r0+40(FP), R9
	MOVQ r1+48(FP), R10
	MOVQ r2+56(FP), R11
	MOVQ out+64(FP), DI
	VMOVDQU (R9), Y0
	VPADDD (R10), Y0, Y0
	VPADDD (R11), Y0, Y0
	VPXOR Y2, Y2, Y2
	CMPQ CX, $2
	JLT one
two:
	MOVL (BX), DX
	MOVL 4(BX), SI
	ANDL R8, DX
	ANDL R8, SI
	SHLQ $3, DX
	SHLQ $3, SI
	VPMOVSXBD (AX)(DX*1), Y1
	VPBROADCASTD 4(AX)(DX*1), Y4
	VPMOVSXBD (AX)(SI*1), Y3
	VPBROADCASTD 4(AX)(SI*1), Y5
	VPSRLD $24, Y4, Y4
	VPSRLD $24, Y5, Y5
	VPMULLD Y4, Y1, Y1
	VPMULLD Y5, Y3, Y3
	VPADDD Y1, Y0, Y0
	VPADDD Y3, Y2, Y2
	ADDQ $8, BX
	SUBQ $2, CX
	CMPQ CX, $2
	JGE two
one:
	TESTQ CX, CX
	JEQ done
	MOVL (BX), DX
	ANDL R8, DX
	SHLQ $3, DX
	VPMOVSXBD (AX)(DX*1), Y1
	VPBROADCASTD 4(AX)(DX*1), Y4
	VPSRLD $24, Y4, Y4
	VPMULLD Y4, Y1, Y1
	VPADDD Y1, Y0, Y0
done:
	VPADDD Y2, Y0, Y0
	VMOVDQU Y0, (DI)
	VZEROUPPER
	RET
