#include "textflag.h"

// func viterbiStepsAVX2(emit *int32, delta *int32, back *uint8, cold *bool, n int, vc *vitConsts)
//
// Step i (1 to n-1) of viterbi: the previous scores are one vector (Y0, a
// label a lane). For O and B-X every label may precede: the search over
// the previous labels 0 to 6 in order keeps the best score per lane
// (VPMAXSD) and the first label that reached it (a strict VPCMPGTD, as
// viterbi's v > best), each previous score broadcast to every lane
// (VPERMQ, VPSHUFD) and added to its row of transitions. For I-X only B-X
// or I-X: the two candidates per lane, I-X where strictly better. A cold
// token takes O's best and predecessor in every lane. Then the emissions
// are added, the scores stored as the row of 7 (VPMASKMOVD: lane 7 is
// neither read nor written) and the predecessors packed into 7 bytes.
//
// vitConsts offsets: rows 0, args 224, tb 448, ti 480, argB 512, argI 544,
// perm 576, ilanes 608, emask 640.
TEXT ·viterbiStepsAVX2(SB), NOSPLIT, $0-48
	MOVQ emit+0(FP), SI
	MOVQ delta+8(FP), DI
	MOVQ back+16(FP), BX
	MOVQ cold+24(FP), DX
	MOVQ n+32(FP), CX
	MOVQ vc+40(FP), R8
	VMOVDQU 640(R8), Y15
	VMOVDQU 608(R8), Y14
	VMOVDQU 576(R8), Y13
	VMOVDQU 448(R8), Y12
	VMOVDQU 480(R8), Y11
	VPMASKMOVD (DI), Y15, Y0
	ADDQ $28, SI
	ADDQ $7, BX
	MOVQ $1, R10
	CMPQ R10, CX
	JGE done
loop:
	VPERMQ $0x44, Y0, Y1
	VPERMQ $0xEE, Y0, Y2
	// after label 0
	VPSHUFD $0x00, Y1, Y3
	VPADDD 0(R8), Y3, Y3
	VPXOR Y4, Y4, Y4
	// after label 1
	VPSHUFD $0x55, Y1, Y5
	VPADDD 32(R8), Y5, Y5
	VPCMPGTD Y3, Y5, Y6
	VPMAXSD Y5, Y3, Y3
	VPBLENDVB Y6, 256(R8), Y4, Y4
	// after label 2
	VPSHUFD $0xAA, Y1, Y5
	VPADDD 64(R8), Y5, Y5
	VPCMPGTD Y3, Y5, Y6
	VPMAXSD Y5, Y3, Y3
	VPBLENDVB Y6, 288(R8), Y4, Y4
	// after label 3
	VPSHUFD $0xFF, Y1, Y5
	VPADDD 96(R8), Y5, Y5
	VPCMPGTD Y3, Y5, Y6
	VPMAXSD Y5, Y3, Y3
	VPBLENDVB Y6, 320(R8), Y4, Y4
	// after label 4
	VPSHUFD $0x00, Y2, Y5
	VPADDD 128(R8), Y5, Y5
	VPCMPGTD Y3, Y5, Y6
	VPMAXSD Y5, Y3, Y3
	VPBLENDVB Y6, 352(R8), Y4, Y4
	// after label 5
	VPSHUFD $0x55, Y2, Y5
	VPADDD 160(R8), Y5, Y5
	VPCMPGTD Y3, Y5, Y6
	VPMAXSD Y5, Y3, Y3
	VPBLENDVB Y6, 384(R8), Y4, Y4
	// after label 6
	VPSHUFD $0xAA, Y2, Y5
	VPADDD 192(R8), Y5, Y5
	VPCMPGTD Y3, Y5, Y6
	VPMAXSD Y5, Y3, Y3
	VPBLENDVB Y6, 416(R8), Y4, Y4
	// the I-X lanes: B-X's score moved into them (perm), I-X's in place
	VPERMD Y0, Y13, Y7
	VPADDD Y12, Y7, Y7
	VPADDD Y11, Y0, Y8
	VPCMPGTD Y7, Y8, Y9
	VPMAXSD Y7, Y8, Y8
	VMOVDQU 512(R8), Y10
	VPBLENDVB Y9, 544(R8), Y10, Y10
	VPBLENDVB Y14, Y8, Y3, Y3
	VPBLENDVB Y14, Y10, Y4, Y4
	TESTQ DX, DX
	JEQ warm
	CMPB (DX)(R10*1), $0
	JEQ warm
	// cold: O's best and predecessor in every lane
	VPBROADCASTD X3, Y3
	VPBROADCASTD X4, Y4
warm:
	VPMASKMOVD (SI), Y15, Y5
	VPADDD Y5, Y3, Y0
	VPMASKMOVD Y0, Y15, 28(DI)
	VEXTRACTI128 $1, Y4, X5
	VPACKUSDW X5, X4, X5
	VPACKUSWB X5, X5, X5
	MOVQ X5, AX
	MOVL AX, (BX)
	SHRQ $32, AX
	MOVW AX, 4(BX)
	SHRQ $16, AX
	MOVB AX, 6(BX)
	ADDQ $28, SI
	ADDQ $28, DI
	ADDQ $7, BX
	INCQ R10
	CMPQ R10, CX
	JLT loop
done:
	VZEROUPPER
	RET
