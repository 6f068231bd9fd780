package contextual

import "testing"

func TestCZSKAccount(t *testing.T) {
	cases := []tcase{
		{name: "cs prefix", text: "Číslo účtu: 19-2000145399/0800.", want: []hit{{"19-2000145399/0800", 12}}},
		{name: "no prefix, no context", text: "Pay 2000145399/0800 by Friday", want: []hit{{"2000145399/0800", 4}}},
		{name: "sk tatra", text: "bankové spojenie 6325516707/1100", want: []hit{{"6325516707/1100", 17}}},
		{name: "unknown bank code needs context", text: "ref 6325516707/1234 done"},
		{name: "unknown bank code with context", text: "na účet 6325516707/1234", want: []hit{{"6325516707/1234", 8}}},
		// a failed check sum at a listed bank: an account after its label only
		{name: "bad mod 11", text: "ref 2000145398/0800"},
		{name: "bad prefix", text: "ref 18-2000145399/0800"},
		{name: "bad mod 11, labelled", text: "Číslo účtu: 5083412716/0900\n", want: []hit{{"5083412716/0900", 12}}},
		{name: "bad prefix, labelled", text: "účet 18-2000145399/0800", want: []hit{{"18-2000145399/0800", 5}}},
		{name: "bad mod 11, labelled, unlisted bank", text: "účet 2000145398/1234"},
		{name: "bad mod 11, short, labelled", text: "účet 12345/0800"},
		{name: "bad mod 11, other label", text: "faktura 2000145398/0800"},
		{name: "date", text: "on 12/2020 we paid"},
		{name: "emoji before", text: "💸 4798091148/0300", want: []hit{{"4798091148/0300", 2}}},
	}
	runCases(t, "BANK_ACCOUNT", cases)
}

func TestUSRouting(t *testing.T) {
	cases := []tcase{
		{name: "routing number", text: "Routing number: 021000021", want: []hit{{"021000021", 16}}},
		{name: "aba", text: "ABA 011000015, account 12345678", want: []hit{{"011000015", 4}}},
		{name: "no context", text: "Order 021000021 shipped"},
		{name: "bad checksum", text: "routing number 021000022"},
		{name: "bad prefix", text: "routing number 991000021"},
	}
	runCases(t, "US_BANK_ROUTING", cases)
}

func TestPLNRB(t *testing.T) {
	cases := []tcase{
		{name: "grouped", text: "Numer rachunku: 61 1090 1014 0000 0712 1981 2874", want: []hit{{"61 1090 1014 0000 0712 1981 2874", 16}}},
		{name: "compact without context", text: "61109010140000071219812874", want: []hit{{"61109010140000071219812874", 0}}},
		{name: "bad checksum", text: "rachunek 62 1090 1014 0000 0712 1981 2874"},
		{name: "glued to PL prefix is an IBAN", text: "PL61109010140000071219812874"},
	}
	runCases(t, "BANK_ACCOUNT", cases)
}

func TestFRRIB(t *testing.T) {
	cases := []tcase{
		{name: "grouped", text: "Compte n° 30003 01234 00050489371 69\n", want: []hit{{"30003 01234 00050489371 69", 10}}},
		{name: "compact", text: "RIB : 30003012340005048937169", want: []hit{{"30003012340005048937169", 6}}},
		{name: "bad key", text: "Compte n° 30003 01234 00050489371 68"},
		{name: "other grouping", text: "Compte n° 3000 3012 3400 0504 8937 169"},
	}
	runCases(t, "BANK_ACCOUNT", cases)
}

func TestGenericAccount(t *testing.T) {
	cases := []tcase{
		{name: "en", text: "account number 12345678", want: []hit{{"12345678", 15}}},
		{name: "en acct", text: "Acct: 0012-3456-7890", want: []hit{{"0012-3456-7890", 6}}},
		{name: "de", text: "Kontonummer 0532013000", want: []hit{{"0532013000", 12}}},
		{name: "fr", text: "numéro de compte : 123456789", want: []hit{{"123456789", 19}}},
		{name: "es", text: "número de cuenta 000123456789", want: []hit{{"000123456789", 17}}},
		{name: "it", text: "conto 98765432", want: []hit{{"98765432", 6}}},
		{name: "pl", text: "numer konta 12345678", want: []hit{{"12345678", 12}}},
		{name: "cs", text: "číslo účtu 1234567", want: []hit{{"1234567", 11}}},
		{name: "no context", text: "order 12345678 shipped"},
		{name: "decimal", text: "account balance 1234567.89"},
		{name: "too short", text: "account 12345"},
		{name: "en sort code before the account", text: "Sort code: 40-41-27     Account number: 80346172", want: []hit{{"80346172", 40}}},
		{name: "en sort code inline", text: "Lloyds Bank, sort code 30-96-26, account 18274630", want: []hit{{"18274630", 41}}},
		{name: "de BLZ", text: "BLZ 370400440 Kontonummer 0532013000", want: []hit{{"0532013000", 26}}},
		// the next field's label after the number is no penalty
		{name: "de BLZ after", text: "Kontonummer 0532013000 BLZ 370 400 44", want: []hit{{"0532013000", 12}}},
		{name: "en sort code after", text: "Account number: 12345678   Sort code: 20-00-00", want: []hit{{"12345678", 16}}},
		{name: "en sort code alone", text: "Sort code 200000"},
		// an Australian BSB names the branch, as a sort code does: the
		// account number beside it is the account
		{name: "en BSB before the account", text: "BSB 086-006 · Account 51 873 2094 · Reference SE-26-1147", want: []hit{{"51 873 2094", 22}}},
		{name: "en BSB, labelled account", text: "BSB: 062-000   Account number: 1234 5678", want: []hit{{"1234 5678", 31}}},
		{name: "en BSB after the account", text: "Account no. 12345678, BSB 033-172", want: []hit{{"12345678", 12}}},
		{name: "en BSB alone", text: "BSB 086006"},
		// a sort code and the account number in one run: the account alone
		{name: "en sort code and account", text: "Account: 40-47-84 31926819", want: []hit{{"31926819", 18}}},
		{name: "en account after sort code, no label", text: "Bank details 40-47-84 31926819 (HSBC)", want: []hit{{"31926819", 22}}},
		// a SEPA mandate's reference is the creditor's, not an account
		{name: "de account after the mandate", text: "SEPA-Mandat für das Konto 0532013000", want: []hit{{"0532013000", 26}}},
		{name: "de mandate after the account", text: "Kontonummer 0532013000 (SEPA-Mandat folgt)", want: []hit{{"0532013000", 12}}},
		{name: "de SEPA mandate reference", text: "mittels SEPA-Lastschrift (Mandat MEG-0047291) von Ihrem Konto"},
		{name: "de Mandatsreferenz", text: "Mandatsreferenz: 00472911, Ihr Konto wird belastet"},
		{name: "fr RUM", text: "RUM : 20260047291, prélevé sur votre compte"},
		{name: "it mandato", text: "riferimento mandato 00472911 sul conto"},
		{name: "en mandate", text: "mandate reference 00472911 for your account"},
	}
	runCases(t, "BANK_ACCOUNT", cases)
}

// TestCHPostalAccount: Swiss postal accounts (Postkonto, CCP, conto
// postale): two digits, up to six, a mod 10 recursive check digit.
func TestCHPostalAccount(t *testing.T) {
	cases := []tcase{
		{name: "Postkonto", text: "Postkonto: 80-12345-6", want: []hit{{"80-12345-6", 11}}},
		{name: "CCP", text: "CCP 12-100-2", want: []hit{{"12-100-2", 4}}},
		{name: "PC-Konto", text: "PC-Konto 80-7211-9, PostFinance", want: []hit{{"80-7211-9", 9}}},
		{name: "conto postale", text: "conto postale 30-9700-0", want: []hit{{"30-9700-0", 14}}},
		{name: "Konto, short", text: "Spenden auf Konto 80-2-2", want: []hit{{"80-2-2", 18}}},
		{name: "bad check digit", text: "Postkonto 10-12345-6"},
		{name: "no context", text: "Artikel 12-100-2 bestellt"},
	}
	runCases(t, "BANK_ACCOUNT", cases)
}

func TestCBUAlias(t *testing.T) {
	cases := []tcase{
		{name: "after the CBU", text: "transferencia a Banco Macro, alias LENCINA.OROÑO.ALQ, o en el domicilio", want: []hit{{"LENCINA.OROÑO.ALQ", 35}}},
		{name: "alias CBU label", text: "Datos para el pago: Alias CBU: juan.perez.mp", want: []hit{{"juan.perez.mp", 31}}},
		{name: "hyphens, transfer word after", text: "mi alias es-casa-verde para la transferencia", want: []hit{{"es-casa-verde", 9}}},
		{name: "sentence end", text: "Podés transferir al alias gato.sol.rio.", want: []hit{{"gato.sol.rio", 26}}},
		{name: "a nickname", text: "El deudor, Juan Pérez, alias El Flaco, no pagó la cuenta."},
		{name: "not right after alias", text: "Su alias en el foro es juan.perez.mp, según la cuenta."},
		{name: "no transfer word", text: "Su alias: juan.perez.mp según el moderador del foro."},
		{name: "a web host", text: "transferencia: alias www.pagos.com"},
		{name: "an e-mail", text: "transferencia al alias juan.perez@banco.com"},
		{name: "too short", text: "transferencia al alias a.b"},
		{name: "inside a word", text: "transferencia del dealias gato.sol.rio"},
	}
	runCases(t, "BANK_ACCOUNT", cases)
}
