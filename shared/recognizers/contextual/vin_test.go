package contextual

import "testing"

func TestVIN(t *testing.T) {
	cases := []tcase{
		{name: "en checked", text: "VIN 1M8GDM9AXKP042788 on file", want: []hit{{"1M8GDM9AXKP042788", 4}}},
		{name: "checked without context", text: "Car: 1HGCM82633A004352.", want: []hit{{"1HGCM82633A004352", 5}}},
		{name: "de EU vin needs context", text: "Fahrgestellnummer: WVWZZZ1JZXW000001", want: []hit{{"WVWZZZ1JZXW000001", 19}}},
		{name: "cs EU vin with context", text: "číslo karoserie TMBJJ7NE8L0123456 ✓", want: []hit{{"TMBJJ7NE8L0123456", 16}}},
		{name: "fr châssis", text: "Numéro de châssis : WVWZZZ3CZWE123456", want: []hit{{"WVWZZZ3CZWE123456", 20}}},
		{name: "unicode before", text: "Zoë 🚗 VIN: 1M8GDM9AXKP042788", want: []hit{{"1M8GDM9AXKP042788", 11}}},
		{name: "EU vin without context is low", text: "ref WVWZZZ1JZXW000001 attached"},
		{name: "EU vin at strict threshold still low", text: "ref WVWZZZ1JZXW000001 attached", threshold: 0.25},
		{name: "bad check digit, no context", text: "code 1M8GDM9AXKP042789 here"},
		{name: "letter O is not allowed", text: "VIN 1M8GDM9AXKPO42788"},
		{name: "lower case hash", text: "VIN 1m8gdm9axkp042788"},
		{name: "18 chars", text: "VIN 1M8GDM9AXKP0427880"},
	}
	runCases(t, "VIN", cases)
}

func TestScoreVIN(t *testing.T) {
	tests := []struct {
		vin  string
		want float64
	}{
		{"1M8GDM9AXKP042788", vinScoreChecked},
		{"1HGCM82633A004352", vinScoreChecked},
		{"WVWZZZ1JZXW000001", vinScoreUnchecked},
		{"WVWZZZ1JZXW00000A", 0}, // unchecked needs a numeric serial
		{"11111111111111111", 0}, // no letters
	}
	for _, tt := range tests {
		got, _ := scoreVIN(tt.vin)
		if got != tt.want {
			t.Errorf("scoreVIN(%s) = %v, want %v", tt.vin, got, tt.want)
		}
	}
}
