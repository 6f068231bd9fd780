package national

import "testing"

func TestBrazil(t *testing.T) {
	checkValid(t, []validCase{
		{"BR_CPF", "390.533.447-05", true},
		{"BR_CPF", "39053344705", true},
		{"BR_CPF", "390533447-05", true},
		{"BR_CPF", "390.533.447-06", false}, // second check digit
		{"BR_CPF", "390.533.447-15", false}, // first check digit
		{"BR_CPF", "111.111.111-11", false}, // repeated digits pass the sums but are invalid
		{"BR_CNPJ", "16.727.230/0001-97", true},
		{"BR_CNPJ", "16727230000197", true},
		{"BR_CNPJ", "12.ABC.345/01DE-35", true}, // alphanumeric CNPJ (Receita Federal example)
		{"BR_CNPJ", "16.727.230/0001-98", false},
		{"BR_CNPJ", "00.000.000/0000-00", false},
	})
	checkRoundTrip(t, "BR_CPF", "BR_CNPJ")
	checkEngine(t, []engineCase{
		{text: "Meu CPF é 390.533.447-05.", typ: "BR_CPF", match: "390.533.447-05"},
		{text: "cpf 39053344705", typ: "BR_CPF", match: "39053344705"},
		{text: "CNPJ: 16.727.230/0001-97", typ: "BR_CNPJ", match: "16.727.230/0001-97"},
	})
}
