package generic

import "testing"

// TestSWIFTHeadingWord: a word of capitals in a heading is no BIC, though
// a bank named beside it lifts its shape; a labelled BIC, one with digits
// and one alone on its line are.
func TestSWIFTHeadingWord(t *testing.T) {
	runCases(t, SWIFT{}, []tcase{
		{"en", "INSTRUCTION TO YOUR BANK OR BUILDING SOCIETY TO PAY BY DIRECT DEBIT", nil},
		{"en", "PLEASE PAY BY BANK TRANSFER TO IBAN GB33 BUKB 2020 1555 5555 55, BIC BUKBGB22", []string{"SWIFT_CODE:BUKBGB22"}},
		{"en", "SEND TO BIC DEUTDEFF AT THE BANK", []string{"SWIFT_CODE:DEUTDEFF"}},
		{"en", "SWIFT CODE: DEUTDEFF", []string{"SWIFT_CODE:DEUTDEFF"}},
		{"de", "Bank: Deutsche Bank, DEUTDEFF", []string{"SWIFT_CODE:DEUTDEFF"}},
		{"en", "BANK OF SCOTLAND BOFSGB21", []string{"SWIFT_CODE:BOFSGB21"}},
		{"en", "Bank details\nDEUTDEFF", []string{"SWIFT_CODE:DEUTDEFF"}},
	})
}
