package entity_test

import (
	"bytes"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"sort"
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/entity"
	// every recognizer group, so that every type is registered
	_ "github.com/piiguard/piiguard/shared/recognizers/builtin"
	"github.com/piiguard/piiguard/shared/recognizers/national"
)

var update = flag.Bool("update", false, "rewrite docs/ENTITY_TYPES.md from the registry")

const docPath = "../../docs/ENTITY_TYPES.md"

// docs/ENTITY_TYPES.md is the registry written out; this test fails when the
// file is stale, and -update rewrites it.
func TestEntityTypesDoc(t *testing.T) {
	got := renderDoc(t)
	if *update {
		if err := os.WriteFile(docPath, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(docPath)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("docs/ENTITY_TYPES.md is stale: run `go test ./shared/entity/ -run TestEntityTypesDoc -update`")
	}
}

var categoryOrder = []entity.Category{entity.Personal, entity.Contact, entity.Financial, entity.Government,
	entity.Healthcare, entity.Digital, entity.Secrets, entity.Travel, entity.Registration, entity.Temporal}

func renderDoc(t *testing.T) []byte {
	checks := nationalChecks(t)
	byCat := map[entity.Category][]entity.Type{}
	for _, ty := range entity.All() {
		byCat[ty.Category] = append(byCat[ty.Category], ty)
	}
	var b bytes.Buffer
	b.WriteString(`# Entity types

Generated from the registry (shared/entity and the recognizer packages that
register their types) by ` + "`go test ./shared/entity/ -run TestEntityTypesDoc -update`" + `;
that test fails when this file is stale. Do not edit it by hand.

- **id**: shown by every operation except /detect, which shows the name in title case.
- **aliases**: further names a request's ` + "`entities`" + ` filter or a policy accepts. Names
  match case-insensitively, and ' ', '_' and '-' are the same, so ` + "`DK_VAT`" + ` and ` + "`dk vat`" + ` are one name.
- **parent**: filtering by the parent selects this type too.
- **countries**, **languages**: empty means any.
- **validation**, for national identifiers (shared/recognizers/national): what the
  validators of the type's formats check beyond the layout, read from their code (a
  check on any branch counts): *check digit* (a checksum or check letter), *date* (an
  embedded date must exist); "(some formats)" when only some of the type's formats
  check it; *format only* when none does (ranges or prefixes may still be excluded),
  so context words carry the score. Other types: –.

`)
	fmt.Fprintf(&b, "%d types.\n", len(entity.All()))
	for _, c := range categoryOrder {
		types := byCat[c]
		delete(byCat, c)
		if len(types) == 0 {
			continue
		}
		fmt.Fprintf(&b, "\n## %s%s\n\n", strings.ToUpper(string(c[:1])), c[1:])
		b.WriteString("| id | name | aliases | parent | countries | languages | validation |\n|---|---|---|---|---|---|---|\n")
		for _, ty := range types {
			v := checks[ty.ID]
			if v == "" {
				v = "–"
			}
			fmt.Fprintf(&b, "| `%s` | %s | %s | %s | %s | %s | %s |\n", ty.ID, cell(ty.Name), cell(strings.Join(ty.Aliases, ", ")),
				code(ty.Parent), strings.Join(ty.Countries, ", "), strings.Join(ty.Languages, ", "), v)
		}
	}
	if len(byCat) > 0 {
		t.Errorf("categories missing from categoryOrder: %v", byCat)
	}
	b.WriteString(foundBy)
	return b.Bytes()
}

// foundBy says how the rule-found types of user accounts, secrets and
// addresses are found beyond their fixed formats (shared/recognizers/
// contextual, secrets, generic, address; the word lists per language are
// concepts of shared/lang/vocab).
const foundBy = `
## How accounts, secrets, web addresses and addresses are found

The words below are those of the eight languages (en, de, fr, es, it, pl, cs, sk), kept per
language in shared/lang/vocab (LoginWords, PasswordWords, EntryVerbs, Conjunctions, SinceWords,
RegistrationWords, TLDWords).

- ` + "`USERNAME`" + `: the value after a login word ("username", "Benutzername", "identifiant",
  "usuario", "nome utente", "użytkownik", "přihlašovací jméno", "používateľské meno", "login") and
  a ':' or a verb, or without either a login-shaped value (a digit, '.' or '_': "con el usuario
  admin.barrueco") or a login made of a listed name (an initial or two and a name, a surname and
  an initial, a given name and a surname: "user jsmith cannot log in", "Benutzer mmueller"); the label may have up to three words of its own before the ':' ("Usuario de
  banca online: okovalenko90"), then only a login-shaped value (a digit, '.' or '_'), not a host
  name, is taken. A chat line's speaker named by a user name ("[10:02] zuzka_tothova: ...",
  "kvietkovo.sk: ...") is one when it has two digits, is a domain or holds a given name or a
  surname, not a role word and a number ("guest_2291") nor a log's key ("db_pool"); without a time before
  it, only with a turn of three words or more after the colon (not a list's key: "item_1:
  apples"). A login right before its password word (next word, or after a conjunction and
  one more word: "meno mam marek.vlk71 a heslo ...", "Usuario de red y correo: abenali" with
  "Contraseña provisional:" on the next line) is taken too. After a bare name or visitor word
  (vocab's LoginNameWords: Slovak "meno", Czech "jméno", "visitor", "Besucher", ...) only a
  login-shaped value or one a password word follows is taken ("Visitor: tomo_trails84";
  not "meno: Ján Novák", "Visitor: Anna", "Visitor: guest_2291"). After a word naming a
  person's account with a service (vocab's UserAccountWords: "compte", "účtu", "utenza",
  "Kundenkonto") a login-shaped value with three letters or more, one lower-case ("le compte
  r.jacquinot", "il mio account volaclub è donacif75"; not an account number or IBAN). A
  value of plain letters that no listed name makes a login is taken only where it ends its
  field: ASCII, after ':' or '=' rather than a verb, with no word after it on its line but
  its password's or the next field's key ("K přihlášení: nové heslo ..." and "Login bleibt
  gesperrt." give none); a number after "service user" is a direct debit's Service User
  Number, none. An @handle is a ` + "`SOCIAL_MEDIA_HANDLE`" + `, whose parent is ` + "`USERNAME`" + `; one shaped like a domain ("@kvietkovo.sk") needs a context
  word (Instagram, follow, ...).
- ` + "`PASSWORD`" + `: the value after a password word (with its inflections: "hasła", "heslem";
  German compounds it ends: "Startpasswort", "Einmalkennwort") and a ':' / '=' or a verb, or
  a password-shaped word after the ':' that closes the word's clause, up to 12 words on its
  line ("Mot de passe provisoire de M. Jacquinot, à changer à la première connexion :
  Brochon-2026!tmp"); without one, a password-shaped word (8-64 characters with a
  lower-case letter, a digit and a capital or symbol) right after the word, after a copula on its
  line or the next, or after an entry verb ("typed", "tried", "eingegeben", "zkusil", "skúšal")
  up to three lines on; in the sentence before the word, such a word after or before an entry
  verb, or right before the word's clause ("Ho provato Roma!2023 come password"), unless it is a
  capitalised word and digits, a product and its version ("I tried Windows10 first"), which an
  entry verb's value after the word may not be either with up to three digits ("Heslo vypršelo,
  zkoušel jsem Chrome120"); and the others
  listed after one ("Kovacik1962 aj kovacik62!"). After a login word on the way only a value
  after an entry verb is taken ("l'utente è giulia.ferraro88" is the user name's; "user is
  meiling.ortiz84 and i typed Bremen2718!" gives the password).
- ` + "`API_KEY`" + ` and its vendor types: fixed vendor formats (AWS, Google, GitHub, GitLab, Slack,
  Stripe, OpenAI, Anthropic, Twilio, SendGrid, npm, JWT, PEM keys); any vendor's
  "<vendor>_live_" / "<vendor>_test_" key (2-5 letters, 16-99 random letters and digits) and
  "sk-" keys of 20-31 characters as ` + "`API_KEY`" + `; random-looking values after key names.
- ` + "`URL`" + `: addresses with a scheme or "www." (an IP address as the host, IPv6 in brackets, is
  the URL's, not an ` + "`IP_ADDRESS`" + ` of its own: "https://[2001:db8::1]:8443/admin"), host names
  of mail and file servers, and a
  bare domain in lower case under a TLD companies register ("pixelandpine.studio",
  "northgate-logistic.com", "kvietkovo.sk"); other bare host names need a context word.
  E-mail domains, file names, abbreviations and versions are none, nor, without a web word, two
  sentences a missing blank joins before a word of the text's language that is also a TLD
  ("help.it works", "merci.de rien": vocab's TLDWords).
- ` + "`STREET_ADDRESS`" + `, ` + "`POSTAL_CODE`" + `: a street with its house number and a unit before the
  postal code ("appt 14", "bât. B", "3e étage", "Whg. 3", "int. 9", "puerta 2", "2º izq.",
  "6ª planta"); a house number's suffix ("5 bis", "12 ter", "7 B"), a range of house numbers
  after a street keyword ("Hauptstraße 5-7", "Hauptstr. 5 - 7") and a comma before a
  number-first keyword ("5 bis, avenue Jean Jaurès"; "chapitre 5 bis", "Article 12, alinéa 3"
  are none); a road's kilometre for the number ("Ctra. de Tarazona, km 3"); a British block's street line
  without a street keyword or with a unit and no number ("14 Kingsway", "Unit 5, Brunel Court")
  before its town and postcode lines, and a unit before the street on its line or, capitalised,
  in running text ("Flat 3, 27 Abbey Road"); an Austrian staircase and door ("Mariahilfer
  Straße 45/3/12"); Italian keywords with a dot inside ("P.za Duomo 3", "V.le Europa 22");
  PO boxes ("P. O. Box 45", "Postfach 10 02 03", "Skrytka pocztowa 12", "Case postale 104",
  "Casella postale 12"; "artículo 12, apartado 3" is none); an Austrian floor in Roman numerals
  ("Joanneumring 6/III · 8010 Graz"); a number-first street after a comma is none when a level
  or an hour stands before the number ("niveau -2, boulevard Voltaire", "à 18 h 12, route de
  Ferney"); a Czech or Slovak street of an adjective and a lower-case noun before a postal code
  ("Mlynské nivy 5/A, 821 09 Bratislava 2") or of an adjective before náměstí ("Staroměstské
  náměstí 1/3"); a German place's adjective in -er before a one-word street ("Landstraßer
  Hauptstraße 12/3", "Wiedner Hauptstraße 5"; not a given name or surname, nor after another
  capitalised word: "Peter Hauptstraße 5" is "Hauptstraße 5"); a street field of a form ("Straße: Am Hang 12"); a UK postcode alone on its line; an address
  field's value that reads as a street and a known town is in parts ("Adresa: Husova 12, Brno"). A street named without a number in prose
  ("Incrocio tra Via Cà di Cozzi e Via Ciro Menotti") is none. A street named after a person
  with initials or after a date is one street, above the name or date inside it ("nám. T. G.
  Masaryka 140", "I. P. Pavlova 185/6" before a postal code, "28. října 3346/91", "41 avenue du
  8-Mai-1945", "ul. 3 Maja 15"; a year after a date is no house number: "17. listopadu 1989");
  a Czech or Slovak type word may follow the street's adjective ("Lannova tř. 63/41",
  "Štefánikova trieda 21"); a street found once is found again later in the same text without its
  keyword, in lower case and without accents ("powstancow slaskich 141/7").
- A number after a contract, policy or payment-reference label, or after a doctor's or firm's
  registration label (RPPS, FINESS, nº colegiado, LANR, BSNR, GMC, NPI, PWZ, SIRET), is no phone number and no
  national id; digit groups inside a longer spaced number ("S1 801 22 0006 7113 4") are no id; a
  date after a "since" word ("seit dem 01.04.2013") is no date of birth. A number right after
  a shipment, parcel or session word ("Sendung 4471-2209", "Sitzung 88-40217", "colis", "envío",
  "przesyłka", "zásilka") or a ticket, case or tracking label is no phone number (the same word
  elsewhere in the sentence leaves a hotline a phone: "For questions about your parcel call 020
  7946 0958");
  the EU's 116 numbers in use and Germany's "116 116" are (score 0.5).
- ` + "`MEDICAL_RECORD_NUMBER`" + `: a label may end in a bracketed qualifier of words ("ID pacienta
  (NIS): 0004718265", "(amb. karta):"), and abbreviated labels count ("Nr hist. chor.:",
  "hist. clín.", "Nr w księdze oddziałowej:"), and so do an Austrian admission number
  ("Aufnahmezahl:"), an encounter number ("Encounter #:") and a Czech or Slovak outpatient
  card ("Č. ambulantnej karty:"), which are no phone numbers either.
- ` + "`BANK_ACCOUNT`" + `: a Czech or Slovak domestic account (prefix-number/bank code) passes the
  mod-11 check, or it fails it but stands right after an account label at a listed bank code
  ("Číslo účtu: 5083412716/0900", score 0.5: a typed-in account is still an account).
- ` + "`LICENSE_PLATE`" + `: in a text that names a vehicle or its registration anywhere ("Pkw",
  "Fahrzeug", "Kennzeichen", "pojazd", "samochód", "vozidlo", "SPZ", "véhicule", "targa"), plate
  shapes score 0.15 higher, the hyphenated German form too ("OHZ-KL 514"); Polish plates of a
  three-letter district may end in two digits, a letter and two digits ("TOP 62K41"); a unit right
  after the shape ("148 mg/dl", "kW", "%", "€") rules it out. Swiss plates (a canton's code and
  up to six digits: "ZH 418 327") and Austrian ones (district, digits, letters: "G 384 KT") are
  found next to a plate word or a make only.
- ` + "`FR_ID_CARD`" + ` (NATIONAL_ID): the twelve digits of the French identity card issued until
  2021, after its label only ("carte nationale d'identité n° 180776041285", "CNI").
- Spanish-speaking Latin America, whose numbers Spanish text carries as its own: with
  their check digit, the Argentine CUIT/CUIL ("20-35108442-2": a person's prefix
  ` + "`AR_TAX_ID`" + `, a company's 30/33/34 ` + "`AR_VAT_NUMBER`" + `; eleven bare digits after
  "CUIT"/"CUIL" only) and CBU (22 digits, two check digits), the Mexican RFC (a person's
  ` + "`MX_TAX_ID`" + `, a company's ` + "`MX_VAT_NUMBER`" + `; date and check character), CURP and
  CLABE (after an account or CLABE word), the Chilean RUT ("12.345.678-5": below 50.000.000 a
  person's ` + "`CL_RUN`" + `, above a company's ` + "`CL_VAT_NUMBER`" + `; without dots after its
  label), the Colombian NIT ("900.373.115-3"), the Peruvian RUC (after its label) and the
  Uruguayan cédula ("1.234.567-2"); without one, after their label only: the Argentine DNI
  (dotted or seven digits), the Peruvian DNI (eight plain digits) and the Colombian cédula
  de ciudadanía ("C.C. 1.020.345.678", "con cédula 52.345.678"; a "cédula profesional" or
  "de habitabilidad" is none). A CBU's alias, words joined by dots or hyphens
  right after "alias" with a transfer word near ("CBU ..., alias LENCINA.OROÑO.ALQ"), is a
  ` + "`BANK_ACCOUNT`" + `; a nickname ("alias El Flaco") is none.
`

func cell(s string) string { return strings.ReplaceAll(s, "|", `\|`) }

func code(s string) string {
	if s == "" {
		return ""
	}
	return "`" + s + "`"
}

// Leaves of the validators' call graph: helpers whose use means a check.
var (
	dateHelpers  = map[string]bool{"validDate": true, "validDayMonth": true, "daysIn": true}
	digitHelpers = map[string]bool{"weightedSum": true, "mod97": true, "isoMod11_10": true, "validMod11_10": true}
)

// nationalChecks reads, for each national type, what its specs' Valid
// functions check: it finds each function's source from its program counter
// and walks the package-local calls it makes.
func nationalChecks(t *testing.T) map[string]string {
	const dir = "../recognizers/national"
	fset := token.NewFileSet()
	pkgs, err := parser.ParseDir(fset, dir, func(fi os.FileInfo) bool { return !strings.HasSuffix(fi.Name(), "_test.go") }, 0)
	if err != nil {
		t.Fatal(err)
	}
	decls := map[string]*ast.FuncDecl{}
	lits := map[string][]*ast.FuncLit{} // "file.go:line" -> literals starting there
	for _, p := range pkgs {
		for _, f := range p.Files {
			ast.Inspect(f, func(n ast.Node) bool {
				switch x := n.(type) {
				case *ast.FuncDecl:
					if x.Recv == nil {
						decls[x.Name.Name] = x
					}
				case *ast.FuncLit:
					pos := fset.Position(x.Pos())
					k := fmt.Sprintf("%s:%d", filepath.Base(pos.Filename), pos.Line)
					lits[k] = append(lits[k], x)
				}
				return true
			})
		}
	}
	// walk reports whether body reaches a date check and a check digit.
	var walk func(n ast.Node, seen map[string]bool) (date, digit bool)
	walk = func(n ast.Node, seen map[string]bool) (date, digit bool) {
		ast.Inspect(n, func(n ast.Node) bool {
			switch x := n.(type) {
			case *ast.SelectorExpr:
				if id, ok := x.X.(*ast.Ident); ok && id.Name == "checksum" {
					digit = true
				}
			case *ast.BinaryExpr:
				// a remainder by a modulus other than the calendar's: inline check arithmetic
				if lit, ok := x.Y.(*ast.BasicLit); ok && x.Op == token.REM && lit.Value != "4" && lit.Value != "100" && lit.Value != "400" {
					digit = true
				}
			case *ast.Ident:
				switch {
				case dateHelpers[x.Name]:
					date = true
				case digitHelpers[x.Name]:
					digit = true
				case decls[x.Name] != nil && !seen[x.Name]:
					seen[x.Name] = true
					d, g := walk(decls[x.Name].Body, seen)
					date, digit = date || d, digit || g
				}
			}
			return true
		})
		return
	}
	type tally struct{ specs, date, digit int }
	per := map[string]*tally{}
	for _, sp := range national.Specs() {
		tl := per[sp.Type]
		if tl == nil {
			tl = &tally{}
			per[sp.Type] = tl
		}
		tl.specs++
		if sp.Valid == nil {
			continue
		}
		fn := runtime.FuncForPC(reflect.ValueOf(sp.Valid).Pointer())
		name := fn.Name()[strings.LastIndex(fn.Name(), ".")+1:]
		var nodes []ast.Node
		if strings.HasPrefix(fn.Name(), "github.com/piiguard/piiguard/shared/recognizers/checksum.") {
			tl.digit++ // a checksum function itself
			continue
		} else if d := decls[name]; d != nil && !strings.HasPrefix(name, "func") {
			nodes = append(nodes, d.Body)
		} else {
			file, line := fn.FileLine(fn.Entry())
			for _, l := range lits[fmt.Sprintf("%s:%d", filepath.Base(file), line)] {
				nodes = append(nodes, l.Body)
			}
		}
		if len(nodes) == 0 {
			t.Fatalf("%s: no source found for its Valid %s", sp.Type, fn.Name())
		}
		var date, digit bool
		for _, n := range nodes {
			d, g := walk(n, map[string]bool{})
			date, digit = date || d, digit || g
		}
		if date {
			tl.date++
		}
		if digit {
			tl.digit++
		}
	}
	out := map[string]string{}
	for typ, tl := range per {
		var parts []string
		for _, c := range []struct {
			n    int
			name string
		}{{tl.digit, "check digit"}, {tl.date, "date"}} {
			switch {
			case c.n == tl.specs:
				parts = append(parts, c.name)
			case c.n > 0:
				parts = append(parts, c.name+" (some formats)")
			}
		}
		if len(parts) == 0 {
			parts = []string{"format only"}
		}
		out[typ] = strings.Join(parts, ", ")
	}
	return out
}

// The reading of the validators agrees with what is known of a few types.
func TestNationalChecksRead(t *testing.T) {
	checks := nationalChecks(t)
	keys := make([]string, 0, len(checks))
	for k := range checks {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	want := map[string]string{
		"PL_PESEL":        "check digit, date",
		"DK_CPR":          "check digit (some formats), date",
		"CZ_PASSPORT":     "format only",
		"DE_VAT_NUMBER":   "check digit",
		"BR_CPF":          "check digit",
		"FI_VAT_NUMBER":   "check digit",
		"SE_PERSONNUMMER": "check digit, date",
	}
	for typ, w := range want {
		if checks[typ] != w {
			t.Errorf("%s: %q, want %q", typ, checks[typ], w)
		}
	}
}
