package contextual

import "testing"

func TestMACAddress(t *testing.T) {
	cases := []tcase{
		{name: "colon", text: "MAC 01:23:45:67:89:ab up", want: []hit{{"01:23:45:67:89:ab", 4}}},
		{name: "dash upper", text: "Adresse physique 01-23-45-67-89-AB.", want: []hit{{"01-23-45-67-89-AB", 17}}},
		{name: "cisco dots", text: "hw 0123.4567.89ab", want: []hit{{"0123.4567.89ab", 3}}},
		{name: "two in a line", text: "a=aa:bb:cc:dd:ee:f1, b=00:1a:2b:3c:4d:5e", want: []hit{{"aa:bb:cc:dd:ee:f1", 2}, {"00:1a:2b:3c:4d:5e", 23}}},
		{name: "unicode around", text: "Zařízení 🖧 fyzická adresa 00:1a:2b:3c:4d:5e ✓", want: []hit{{"00:1a:2b:3c:4d:5e", 26}}},
		{name: "decimal needs context", text: "code 12-34-56-78-90-12 sent"},
		{name: "decimal with context", text: "MAC address 12:34:56:78:90:12", want: []hit{{"12:34:56:78:90:12", 12}}},
		{name: "five groups", text: "01:23:45:67:89"},
		{name: "seven groups (ipv6-like)", text: "fe80:01:23:45:67:89:ab"},
		{name: "mixed case", text: "01:23:45:67:89:aB"},
		{name: "time", text: "at 12:30:45 today"},
		{name: "mixed separators", text: "01:23-45:67:89:ab"},
	}
	runCases(t, "MAC_ADDRESS", cases)
}
