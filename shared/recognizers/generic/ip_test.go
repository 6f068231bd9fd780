package generic

import "testing"

func TestIP(t *testing.T) {
	runCases(t, IP{}, []tcase{
		{"en", "from 192.168.1.10.", []string{"IP_ADDRESS:192.168.1.10"}},
		{"en", "hosts 8.8.8.8, 255.255.255.0", []string{"IP_ADDRESS:8.8.8.8", "IP_ADDRESS:255.255.255.0"}},
		{"en", "addr 2001:db8:85a3::8a2e:370:7334 ok", []string{"IP_ADDRESS:2001:db8:85a3::8a2e:370:7334"}},
		{"en", "6e40:4041:c617:e898:c11:40d2:c669:2eb4", []string{"IP_ADDRESS:6e40:4041:c617:e898:c11:40d2:c669:2eb4"}},
		{"en", "IPv6 fe80::1 and [::ffff:192.0.2.1]", []string{"IP_ADDRESS:fe80::1", "IP_ADDRESS:::ffff:192.0.2.1"}},
		{"de", "Server-IP 10.0.0.1 – ünd 🙂", []string{"IP_ADDRESS:10.0.0.1"}},
		{"en", "invalid 999.1.1.1 and 1.2.3.256 and 01.2.3.4", nil},
		{"en", "version 1.2.3.4.5 and v1.2.3.4", nil},
		{"en", "at 12:30:45 or std::vector or a:b:c", nil},
		// a URL's host is the URL's: the label before it lifted the address
		// over the whole URL ("Server: https://10.1.2.3:8443/admin")
		{"de", "Server: https://10.1.2.3:8443/admin", nil},
		{"en", "open http://192.168.0.1/setup", nil},
		{"en", "stream rtsp://10.1.2.3/cam", []string{"IP_ADDRESS:10.1.2.3"}},
		// an IPv6 host is written in brackets ("https://[2001:db8::1]:8443/admin")
		{"en", "Admin UI: https://[2001:db8::1]:8443/admin", nil},
		{"de", "Bitte http://[fe80::1]/ im Browser öffnen", nil},
		{"en", "stream rtsp://[2001:db8::1]/cam", []string{"IP_ADDRESS:2001:db8::1"}},
		{"en", "listen on [2001:db8::7]:8080", []string{"IP_ADDRESS:2001:db8::7"}},
		// CIDR: the address without its prefix length; a network's address
		// ends in .0
		{"fr", "et bloqué le bloc 45.137.21.0/24.", []string{"IP_ADDRESS:45.137.21.0"}},
		{"it", "bloccata la rete 91.219.236.0/24 dal firewall", []string{"IP_ADDRESS:91.219.236.0"}},
		{"en", "allow 10.0.0.0/8 and 2001:db8::/32", []string{"IP_ADDRESS:10.0.0.0", "IP_ADDRESS:2001:db8::"}},
		{"de", "Bereich 10.0.0.10-10.0.0.20 gesperrt", []string{"IP_ADDRESS:10.0.0.10", "IP_ADDRESS:10.0.0.20"}},
		{"en", "from 10.0.0.1 5 times", []string{"IP_ADDRESS:10.0.0.1"}},
		{"en", "hosts 10.0.0.1 10.0.0.2 down", []string{"IP_ADDRESS:10.0.0.1", "IP_ADDRESS:10.0.0.2"}},
		// an address begins its digit run or follows one
		{"fr", "Tél. +32 2.123.45.67 ou 02/123.45.67", nil},
		// dates, amounts and phones in dotted groups stay out
		{"de", "am 12.10.2024/25 und 1.200.100.000 EUR, Tel. 06.12.34.56 78", nil},
		{"en", "build 1.2.3.4.5/24 and v10.0.0.1/8", nil},
	})
}
