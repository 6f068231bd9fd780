package national

import "testing"

func TestBrazil(t *testing.T) {
	checkValidateB(t, []validCaseB{
		{"CPF", "390.533.447-05", true},
		{"CPF", "39053344705", true},
		{"CPF", "390533447-05", true},
		{"CPF", "390.533.447-06", false}, // second check digit
		{"CPF", "390.533.447-15", false}, // first check digit
		{"CPF", "111.111.111-11", false}, // repeated digits pass the sums but are invalid
		{"CNPJ", "16.727.230/0001-97", true},
		{"CNPJ", "16727230000197", true},
		{"CNPJ", "12.ABC.345/01DE-35", true}, // alphanumeric CNPJ (Receita Federal example)
		{"CNPJ", "16.727.230/0001-98", false},
		{"CNPJ", "00.000.000/0000-00", false},
	})
	checkGenerateB(t, "CPF", "CNPJ")
	checkDetectB(t, []detectCaseB{
		{"Meu CPF é 390.533.447-05.", "390.533.447-05", "CPF"},
		{"cpf 39053344705", "39053344705", "CPF"},
		{"CNPJ: 16.727.230/0001-97", "16.727.230/0001-97", "CNPJ"},
	})
}
