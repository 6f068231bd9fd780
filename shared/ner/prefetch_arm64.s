#include "textflag.h"

// func prefetchRows(w []int16, idx []uint32) int16
//
// PRFM PLDL1KEEP of row idx[k] of w (16 bytes a row: stride int16) for every
// k. A prefetch never faults and does not hold up the instructions after it.
TEXT ·prefetchRows(SB), NOSPLIT, $0-50
	MOVD w_base+0(FP), R0
	MOVD idx_base+24(FP), R1
	MOVD idx_len+32(FP), R2
	CBZ R2, done
loop:
	MOVWU.P 4(R1), R3
	ADD R3<<4, R0, R4
	PRFM (R4), PLDL1KEEP
	SUBS $1, R2, R2
	BNE loop
done:
	MOVH ZR, ret+48(FP)
	RET

// func prefetchRows8(w []int8, idx []uint32) int8
//
// PRFM PLDL1KEEP of row idx[k] of w (8 bytes a row: stride int8) for every k.
TEXT ·prefetchRows8(SB), NOSPLIT, $0-49
	MOVD w_base+0(FP), R0
	MOVD idx_base+24(FP), R1
	MOVD idx_len+32(FP), R2
	CBZ R2, done8
loop8:
	MOVWU.P 4(R1), R3
	ADD R3<<3, R0, R4
	PRFM (R4), PLDL1KEEP
	SUBS $1, R2, R2
	BNE loop8
done8:
	MOVB ZR, ret+48(FP)
	RET

// func prefetch4(a, b, c, d unsafe.Pointer)
//
// PRFM PLDL1KEEP of the cache lines at a, b, c and d.
TEXT ·prefetch4(SB), NOSPLIT, $0-32
	MOVD a+0(FP), R0
	MOVD b+8(FP), R1
	MOVD c+16(FP), R2
	MOVD d+24(FP), R3
	PRFM (R0), PLDL1KEEP
	PRFM (R1), PLDL1KEEP
	PRFM (R2), PLDL1KEEP
	PRFM (R3), PLDL1KEEP
	RET
