package generic

import "testing"

// TestPhoneCountryCues: a number without its country code in a text that
// names Switzerland or Luxembourg is read as that country's, unless it is
// grouped as the hint's first country writes it; six-digit Luxembourg
// landlines count after a phone word in a Luxembourg text only.
func TestPhoneCountryCues(t *testing.T) {
	runCases(t, NewPhone(), []tcase{
		// a Basel landline, not the French mobile 06 11 23 45 67
		{"fr", "Cabinet à Bâle, Suisse. Tél. 061 123 45 67", []string{"LANDLINE_PHONE_NUMBER:061 123 45 67"}},
		{"fr", "Cabinet à Bâle. Tél. 0611234567", []string{"LANDLINE_PHONE_NUMBER:0611234567"}},
		{"fr", "Rue du Rhône 12, CH-1204. Tél. 061 123 45 67", []string{"LANDLINE_PHONE_NUMBER:061 123 45 67"}},
		{"fr", "Standard +41 61 123 45 00, ligne directe 061 123 45 67", []string{"LANDLINE_PHONE_NUMBER:+41 61 123 45 00", "LANDLINE_PHONE_NUMBER:061 123 45 67"}},
		// grouped as in France: French, beside a Swiss town too
		{"fr", "Cabinet à Bâle. Tél. 06 12 34 56 78", []string{"MOBILE_PHONE_NUMBER:06 12 34 56 78"}},
		// no Swiss cue: French
		{"fr", "Cabinet à Lyon. Tél. 061 123 45 67", []string{"MOBILE_PHONE_NUMBER:061 123 45 67"}},
		{"fr", "Je vis à Paris. Tél. 0611234567", []string{"MOBILE_PHONE_NUMBER:0611234567"}},
		// Luxembourg: landlines of six and eight digits, written without +352
		{"fr", "12 rue de la Gare, L-1234 Luxembourg. Tél. : 44 12 34", []string{"LANDLINE_PHONE_NUMBER:44 12 34"}},
		{"fr", "L-4123 Esch-sur-Alzette, Tel. 54 12 34", []string{"LANDLINE_PHONE_NUMBER:54 12 34"}},
		{"fr", "Bureau à Luxembourg. Tél. 4796 2222", []string{"LANDLINE_PHONE_NUMBER:4796 2222"}},
		{"de", "Büro in Luxemburg, Tel. 4796 2222", []string{"LANDLINE_PHONE_NUMBER:4796 2222"}},
		{"fr", "Bureau à Luxembourg. Tél. : 621 123 456", []string{"MOBILE_PHONE_NUMBER:621 123 456"}},
		// six digits without Luxembourg or without a phone word: nothing
		{"fr", "Tél. : 44 12 34", nil},
		{"fr", "Référence 44 12 34, Luxembourg", nil},
	})
}
