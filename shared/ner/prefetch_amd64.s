#include "go_asm.h"
#include "textflag.h"

// func prefetchRows(w []int16, idx []uint32) int16
//
// PREFETCHT0 of row idx[k] of w (16 bytes a row: stride int16) for every k.
// A prefetch never faults and does not hold up the instructions after it.
TEXT ·prefetchRows(SB), NOSPLIT, $0-50
	MOVQ w_base+0(FP), AX
	MOVQ idx_base+24(FP), BX
	MOVQ idx_len+32(FP), CX
	TESTQ CX, CX
	JEQ done
loop:
	MOVL (BX), DX
	SHLQ $4, DX
	PREFETCHT0 (AX)(DX*1)
	ADDQ $4, BX
	DECQ CX
	JNZ loop
done:
	MOVW $0, ret+48(FP)
	RET

// func prefetchRows8(w []int8, idx []uint32) int8
//
// PREFETCHT0 of row idx[k] of w (8 bytes a row: stride int8) for every k.
TEXT ·prefetchRows8(SB), NOSPLIT, $0-49
	MOVQ w_base+0(FP), AX
	MOVQ idx_base+24(FP), BX
	MOVQ idx_len+32(FP), CX
	TESTQ CX, CX
	JEQ done8
loop8:
	MOVL (BX), DX
	SHLQ $3, DX
	PREFETCHT0 (AX)(DX*1)
	ADDQ $4, BX
	DECQ CX
	JNZ loop8
done8:
	MOVB $0, ret+48(FP)
	RET

// func prefetchSeg(w, recs unsafe.Pointer, feats *uint32, nrow *uint8, sums *[3]uint32, cold *bool, n int)
//
// The prefetch pass of Model.emissions over a segment of n tokens with a
// form table: for each token not cold, PREFETCHT0 of its three record sums
// (sums[i], offsets in 4-byte words from recs) and of its nrow[i] rows
// feats[i*NumFeatures:] of w (8 bytes a row).
TEXT ·prefetchSeg(SB), NOSPLIT, $0-56
	MOVQ w+0(FP), AX
	MOVQ recs+8(FP), R8
	MOVQ feats+16(FP), BX
	MOVQ nrow+24(FP), SI
	MOVQ sums+32(FP), DI
	MOVQ cold+40(FP), R9
	MOVQ n+48(FP), CX
	TESTQ CX, CX
	JEQ sdone
stok:
	MOVBLZX (R9), DX
	TESTL DX, DX
	JNE snext
	MOVL (DI), DX
	PREFETCHT0 (R8)(DX*4)
	MOVL 4(DI), DX
	PREFETCHT0 (R8)(DX*4)
	MOVL 8(DI), DX
	PREFETCHT0 (R8)(DX*4)
	MOVBLZX (SI), R10
	MOVQ BX, R11
	TESTQ R10, R10
	JEQ snext
srow:
	MOVL (R11), DX
	PREFETCHT0 (AX)(DX*8)
	ADDQ $4, R11
	DECQ R10
	JNZ srow
snext:
	ADDQ $const_featBytes, BX
	INCQ SI
	ADDQ $12, DI
	INCQ R9
	DECQ CX
	JNZ stok
sdone:
	RET

// func prefetch4(a, b, c, d unsafe.Pointer)
//
// PREFETCHT0 of the cache lines at a, b, c and d (each may be any
// address: a prefetch never faults).
TEXT ·prefetch4(SB), NOSPLIT, $0-32
	MOVQ a+0(FP), AX
	MOVQ b+8(FP), BX
	MOVQ c+16(FP), CX
	MOVQ d+24(FP), DX
	PREFETCHT0 (AX)
	PREFETCHT0 (BX)
	PREFETCHT0 (CX)
	PREFETCHT0 (DX)
	RET
