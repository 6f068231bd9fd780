#include "go_asm.h"
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

// func emitSegAVX2(w unsafe.Pointer, mask uint32, recs unsafe.Pointer, feats *uint32, nrow *uint8, sums *[3]uint32, cold *bool, emit *int32, n int, k *emitConsts)
//
// The loop of Model.emissions over a segment of n tokens with a form
// table, each token as sumRowsAVX2: a cold token's row of 7 is k.cold; any
// other's is its three record sums (sums[i], offsets in 4-byte words from
// recs) plus its nrow[i] rows feats[i*NumFeatures:], dequantised. The rows
// of 7 are stored by VPMASKMOVD under k.lanes (lane 7 is not written).
TEXT ·emitSegAVX2(SB), NOSPLIT, $0-80
	MOVQ w+0(FP), AX
	MOVL mask+8(FP), R8
	MOVQ feats+24(FP), BX
	MOVQ nrow+32(FP), SI
	MOVQ sums+40(FP), DI
	MOVQ cold+48(FP), R9
	MOVQ emit+56(FP), R13
	MOVQ n+64(FP), CX
	MOVQ k+72(FP), DX
	VMOVDQU (DX), Y15
	VMOVDQU 32(DX), Y14
	TESTQ CX, CX
	JEQ edone
etok:
	MOVBLZX (R9), DX
	TESTL DX, DX
	JEQ ewarm
	VPMASKMOVD Y14, Y15, (R13)
	JMP enext
ewarm:
	MOVQ recs+16(FP), R11
	MOVL (DI), DX
	VMOVDQU (R11)(DX*4), Y0
	MOVL 4(DI), DX
	VPADDD (R11)(DX*4), Y0, Y0
	MOVL 8(DI), DX
	VPADDD (R11)(DX*4), Y0, Y0
	VPXOR Y2, Y2, Y2
	MOVBLZX (SI), R10
	MOVQ BX, R11
	CMPQ R10, $2
	JLT eone
etwo:
	MOVL (R11), DX
	MOVL 4(R11), R12
	ANDL R8, DX
	ANDL R8, R12
	VPMOVSXBD (AX)(DX*8), Y1
	VPBROADCASTD 4(AX)(DX*8), Y4
	VPMOVSXBD (AX)(R12*8), Y3
	VPBROADCASTD 4(AX)(R12*8), Y5
	VPSRLD $24, Y4, Y4
	VPSRLD $24, Y5, Y5
	VPMULLD Y4, Y1, Y1
	VPMULLD Y5, Y3, Y3
	VPADDD Y1, Y0, Y0
	VPADDD Y3, Y2, Y2
	ADDQ $8, R11
	SUBQ $2, R10
	CMPQ R10, $2
	JGE etwo
eone:
	TESTQ R10, R10
	JEQ esum
	MOVL (R11), DX
	ANDL R8, DX
	VPMOVSXBD (AX)(DX*8), Y1
	VPBROADCASTD 4(AX)(DX*8), Y4
	VPSRLD $24, Y4, Y4
	VPMULLD Y4, Y1, Y1
	VPADDD Y1, Y0, Y0
esum:
	VPADDD Y2, Y0, Y0
	VPMASKMOVD Y0, Y15, (R13)
enext:
	ADDQ $const_featBytes, BX
	INCQ SI
	ADDQ $12, DI
	INCQ R9
	ADDQ $28, R13
	DECQ CX
	JNZ etok
edone:
	VZEROUPPER
	RET
