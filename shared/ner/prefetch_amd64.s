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
