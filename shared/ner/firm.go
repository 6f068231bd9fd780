package ner

import (
	_ "embed"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
	"unsafe"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/gazetteer"
	"github.com/piiguard/piiguard/shared/lang"
)

// Well-known firms that customers' documents name: banks, insurers, telecom
// operators and postal or courier firms of the countries of the eight
// languages, and the best-known firms of other sectors there and
// internationally (tech, energy, retail, transport, car makers, pharma,
// food, broadcasters and agencies, consulting and hotels, industry), the
// public bodies of those countries (agencies, regulators, police forces,
// tax and social-security authorities, ombudsmen, charities) and
// international organisations (firms.txt). The model types them as places
// or persons ("en Digi", "Lloyds", "OSN") or misses them in lower-case
// chat ("pko bp", "hmrc"); the firm stage makes each listed name an ORGANIZATION. A model ORGANIZATION that
// holds the name whole ("Bank Pekao S.A.") stays as it is, and so does any
// longer span of the model around it ("Deutsche Bank Park"); a model span
// inside the name or crossing it gives way.
//
// firms.txt: one name a line as people write it, '#' a comment, "## sector"
// starts a sector (its context words: sectorContext). Matching folds case
// and Latin diacritics, but a word written with a capital must be written
// with one (or the name in capitals) unless the line is marked:
//
//	~name   any case: the lower-case form is no common word ("pko bp")
//	?name   also an ordinary word or a place: needs a word of its sector
//	        within the sentence ("Orange" beside "tarifa")
//	word*   a stem: a case ending of at most five letters may follow
//	        ("Komerční bank*": banky, bance, bankou)
//	name +  one or more capitalised words follow as part of the name
//	        ("Sparkasse +": Sparkasse KölnBonn; "Sparkasse" alone is not)
//
//go:embed firms.txt
var firmsData string

type firmTerm struct {
	toks    []firmTok
	anyCase bool
	ctx     bool // '?': needs a sector word nearby
	more    bool // '+': capitalised words follow
	product bool // a sector of products: a number or camel-case word after it makes a product
	sector  uint8
}

type firmTok struct {
	fold  string // folded (lower case, no diacritics)
	stem  bool
	upper bool // written with a capital first letter
	caps  bool // an acronym of two letters or more: written in capitals
	glued bool // no blank before it (J&T, 365.bank)
	// word is the listed word itself: an acronym's letters match with
	// their diacritics, since folding makes another word of a short one
	// (Slovak "ÚPS", an emergency admission, is not the courier UPS)
	word string
}

type firmLexicon struct {
	first map[string][]int32 // folded first token -> terms
	stems map[string][]int32 // folded stem of a first token -> terms
	terms []firmTerm
	// firstKey and stemKey hold the first two bytes of the folded first
	// tokens and stems (key2): most words are no name's start, and one bit
	// says so before any map is read
	// hashes of the folded first words and stems: of every name, and of
	// the names that may start with a lower-case word ('~', "mBank")
	firstAny, firstLower, stemAny, stemLower firmBits
	prefix3                                  firmBits // prefixHash of the first tokens of three bytes or more
	stemLens                                 uint64   // bit n: a stem of n bytes
	// lead3: the first tokens of three bytes or more by lead3Key, without
	// hashing, for firms' scan of ASCII words ([0] of every name, [1] of
	// the names that may start with a lower-case word)
	lead3 [2][1 << 15 / 64]uint64
	// sectors' context stems, folded, and whether each names products
	sectorWords    [][]string
	sectorProducts []bool
}

var (
	firmOnce sync.Once
	firmLex  *firmLexicon
)

func loadFirms() *firmLexicon {
	firmOnce.Do(func() { firmLex = parseFirms(firmsData) })
	return firmLex
}

// sectorContext: folded stems of words that show a sector ("tarif" for
// telecoms); a '?' name needs one in its sentence.
var sectorContext = map[string][]string{
	"bank": {"bank", "banc", "banq", "iban", "bic", "swift", "konto", "kont", "ucet", "uctu", "uctem", "account", "cuenta", "conto",
		"compte", "uberweis", "prevod", "przelew", "platb", "platnos", "payment", "pago", "pagamento", "paiement", "zahlung", "karta", "karte", "card", "tarjeta", "carta", "carte",
		"kredit", "credit", "hypot", "mortgage", "loan", "pujck", "uver", "prestamo", "prestito", "pret"},
	"telecom": {"tarif", "fibra", "fibre", "fiber", "sim", "mobil", "movil", "handy", "operator", "operador", "operatore", "operateur", "internet", "linea", "lini",
		"forfait", "abbonament", "vertrag", "smlouv", "umow", "zmluv", "portab", "roaming", "datov", "gigas", "gb", "telefon", "phone", "contract", "contrat", "contrato", "contratto", "factur", "fattur", "faktur", "rechnung", "bill"},
	"post": {"paket", "paczk", "balik", "colis", "pacco", "paquete", "parcel", "package", "zasilk", "przesylk", "sendung", "envio", "spedizion", "livraison", "tracking",
		"lieferung", "delivery", "dorucen", "doruc", "kurier", "courier", "corriere", "mensajer", "zustell", "doprav"},
	"insurer": {"versicher", "insur", "assur", "seguro", "assicura", "ubezpiecz", "pojist", "poist", "polic", "polizz", "poliza", "schaden", "claim", "sinistr", "skod"},
	"tech": {"softwar", "hardwar", "smartphon", "iphon", "ipad", "macbook", "imac", "icloud", "android", "windows", "computer", "ordinat", "ordenador", "komputer", "pocitac",
		"laptop", "notebook", "tablet", "cloud", "server", "aplikac", "aplicaci", "applicazion", "anwendung", "download", "updat", "aktualiz", "actualiz", "aggiorn",
		"passwor", "contrasen", "chip", "prozessor", "procesor", "processeur", "procesador", "processor", "technolog", "tecnolog", "digital", "internet", "online",
		"websit", "mail", "account", "lizenz", "licen", "printer", "drucker", "imprimant", "stampant", "drukar", "tiskarn", "tlaciar", "camera", "kamer", "camara", "fotoap", "objektiv"},
	"energy": {"strom", "energ", "electric", "elektr", "elettric", "oil", "petrol", "fuel", "kraftstoff", "benzin", "diesel", "carburant", "combustib", "paliw", "palivo",
		"rafiner", "refiner", "raffiner", "pipeline", "ropy", "erdol", "erdgas", "naft", "gasolin", "gazu", "gazow", "plyn", "tarif", "rechnung", "factur", "fattur", "faktur",
		"bill", "zahler", "contador", "compteur", "contator", "licznik", "elektromer", "kwh", "mwh", "versorger", "supplier", "fornitor", "proveedor", "fournisseur", "dostawc",
		"dodavatel", "solar", "nuclea", "atom", "kernkraft", "reaktor", "reactor"},
	"retail": {"supermar", "hypermar", "shop", "store", "magasin", "tienda", "negozi", "sklep", "obchod", "prodejn", "predajn", "laden", "filial", "sucursal", "einkauf",
		"compra", "achat", "acquist", "zakup", "nakup", "bestell", "order", "pedido", "commande", "ordine", "zamowien", "objednav", "kasse", "caisse", "cassa", "pokladn",
		"paragon", "receipt", "kassenbon", "scontrin", "uctenk", "blocek", "deliver", "liefer", "livraison", "entrega", "consegn", "dostaw", "doruc", "paket", "parcel",
		"paczk", "balik", "package", "refund", "erstatt", "rembours", "reembols", "rimbors", "zwrot", "reklamac", "rabatt", "sconto", "descuento", "sleva", "zlava", "rabat",
		"drogerie", "droguer", "drogeri", "pharmacy", "apothek", "farmaci", "lekarn", "baumarkt", "bricolage"},
	// grocery: chains named like people or things ("Albert", "Biedronka"):
	// the words of a shop only, none of an order or a complaint, which a
	// chat with an agent of that name holds
	"grocery": {"supermar", "hypermar", "prodejn", "predajn", "obchod", "nakup", "nakoup", "einkauf", "sklep", "zakup", "tienda", "negozi", "magasin", "shop",
		"store", "filial", "pobock", "kasse", "pokladn", "uctenk", "paragon", "receipt", "potravin", "zywnosc", "lebensmittel", "grocer"},
	"transport": {"flug", "flight", "vuelo", "volo", "lotu", "letu", "letad", "lietad", "samolot", "airline", "aerolin", "aereo", "avion", "plane", "aircraft", "airport",
		"aeropuerto", "aeroport", "lotnisk", "letist", "boarding", "ticket", "billet", "bigliett", "billete", "bilet", "jizdenk", "listok", "fahrkart", "zug", "train", "tren",
		"treno", "pociag", "vlak", "bahnhof", "estacion", "gare", "stazion", "dworzec", "nadrazi", "stanic", "bahn", "rail", "ferrocarril", "ferrovi", "kolej", "zeleznic",
		"verspat", "delay", "retard", "retraso", "ritardo", "opozn", "zpozd", "meskan", "passag", "pasaj", "passeng", "pasazer", "cestuj", "fahrgast", "voyag", "viaje",
		"viaggi", "podroz", "reise", "travel", "luggage", "baggage", "gepack", "equipaje", "bagag", "bagaz", "zavazad", "batozin", "rejs", "vlajk", "cargo", "freight", "fracht"},
	"car": {"auto", "coche", "voiture", "vettura", "macchin", "samochod", "vozidl", "vehicl", "fahrzeug", "vehicul", "veicol", "pojazd", "motor", "engine", "drive",
		"fahrer", "conduc", "kierow", "ridic", "vodic", "dealer", "autohaus", "concesionari", "concessionari", "garage", "werkstatt", "taller", "officin", "warsztat",
		"servis", "recall", "ruckruf", "rappel", "suv", "hybrid", "diesel", "benzin", "reifen", "tyre", "tire", "pneu", "neumatic", "opon", "formula",
		"rennen", "race", "racing", "rally", "automak", "carmaker", "autobauer", "constructeur", "fabricante", "werk", "plant", "factory", "fabrik", "fabbric", "usine", "zavod", "fabryk", "tovarn"},
	"pharma": {"pharm", "farma", "drug", "medic", "medik", "lek", "vaccin", "vakzin", "impf", "vacun", "szczepion", "ockov", "vakcin", "arzneim", "farmac", "lecivo", "liek",
		"tablet", "pill", "dose", "dosis", "dawk", "davk", "clinic", "klinik", "klinisch", "trial", "studie", "estudio", "patent", "fda", "sukl", "aemps", "aifa", "bfarm"},
	"food": {"food", "lebensmittel", "aliment", "comida", "cibo", "zywnosc", "potravin", "drink", "getrank", "bebida", "bevand", "boisson", "napoj", "beer", "bier",
		"cerveza", "birra", "biere", "piwo", "pivo", "coffee", "kaffee", "cafe", "caffe", "kawa", "kava", "chocolat", "schokolad", "cioccolat", "czekolad", "cokolad",
		"restaurant", "ristorant", "restaurac", "burger", "snack", "dairy", "milch", "lait", "leche", "latte", "mleko", "mlieko", "brewer", "braue", "cervecer",
		"birrific", "browar", "pivovar", "sugar", "zucker", "sucre", "azucar", "zucchero", "cukr", "cukier"},
	"media": {"news", "nachricht", "noticia", "notizi", "zpravodaj", "spravodaj", "zprava", "wiadomosc", "newspaper", "zeitung", "periodic", "giornal", "journal", "gazet",
		"noviny", "novin", "dennik", "denik", "magazin", "revista", "rivista", "czasopis", "casopis", "television", "fernseh", "televis", "telewiz", "radio", "rozhlas",
		"channel", "kanal", "cadena", "chaine", "canale", "broadcast", "reporter", "journalist", "periodista", "giornalist", "dziennikar", "novinar", "redakc",
		"redaktor", "editor", "article", "artikel", "articulo", "articolo", "artykul", "clanek", "clanok", "interview", "entrevista", "intervista", "wywiad",
		"rozhovor", "report", "bericht", "informe", "reportaz", "told", "agency", "agentur", "agencia", "agenzia", "agencj"},
	"services": {"consult", "berat", "consultor", "consulen", "doradz", "porad", "audit", "wirtschaftspruf", "revisor", "accountan", "accounting", "hotel", "hostel",
		"resort", "zimmer", "room", "habitacion", "chambre", "camera", "pokoj", "izba", "reservation", "reservier", "reserva", "prenot", "rezerwac", "rezervac",
		"booking", "buchung", "check", "stay", "aufenthalt", "estancia", "sejour", "soggiorn", "pobyt", "night", "nacht", "noche", "nuit", "notte", "travel", "reise",
		"viaje", "voyage", "viaggio", "podroz", "urlaub", "vacation", "holiday", "vacanc", "vacacion", "dovolen", "wakacj", "urlop"},
	"industry": {"plant", "werk", "fabrik", "factory", "usine", "fabbric", "fabrica", "zavod", "fabryk", "tovarn", "steel", "stahl", "acier", "acero", "acciaio",
		"stal", "ocel", "aircraft", "flugzeug", "avion", "aereo", "samolot", "letadl", "lietadl", "defen", "rustung", "military", "militar", "wojsk", "vojen", "vojensk"},
	// public: France's family-benefit fund beside its benefits ("la CAF"
	// alone is also Italy's tax-help centres, a kind)
	"public": {"allocat", "prestation", "apl", "rsa", "famil", "logement", "aide", "droit"},
}

// corporateContext: words that show any firm ("shares", "Konzern",
// "zaměstnavatel"), added to the context of the sectors after the first
// four (the finance, telecom and postal sectors have their own words
// only). No word for a person the firm serves or employs ("customer",
// "Mitarbeiter"): a '?' name may be a given name ("Albert").
var corporateContext = []string{"company", "companies", "compania", "compagnie", "compagnia", "konzern", "koncern", "unternehm", "corporat", "societe", "societa", "sociedad",
	"spolecnost", "spolocnost", "spolk", "firmy", "firmie", "firmou", "aktie", "akcie", "akcjonariusz", "azionist", "accionist", "shares", "stock", "nasdaq", "borse", "bors",
	"arbeitgeber", "employer", "employeur", "empleador", "datore", "pracodawc", "zamestnavatel", "konkurr", "competitor", "rival",
	"manufactur", "hersteller", "fabricant", "produttore", "producent", "vyrobc"}

// firstSectors have context words of their own only (the public bodies and
// international organisations too: a firm's words say nothing of them).
var firstSectors = map[string]bool{"bank": true, "telecom": true, "post": true, "insurer": true, "public": true, "intl": true}

// productSectors are the sectors whose names also name products or
// channels: such a name followed by a word with a digit or a camel-case
// word is a product ("Microsoft 365", "Hyundai i30", "Apple iPhone", "TVP
// 2"); a capitalised word after any name already makes it a longer name or
// a product ("Toyota Venza").
var productSectors = map[string]bool{"tech": true, "car": true, "pharma": true, "food": true, "industry": true, "media": true}

func parseFirms(data string) *firmLexicon {
	l := &firmLexicon{first: map[string][]int32{}, stems: map[string][]int32{}}
	sectors := map[string]uint8{}
	var sector uint8
	for _, line := range strings.Split(data, "\n") {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "## ") {
			name := strings.TrimSpace(line[3:])
			id, ok := sectors[name]
			if !ok {
				id = uint8(len(l.sectorWords))
				sectors[name] = id
				words := sectorContext[name]
				if !firstSectors[name] {
					words = append(slices.Clip(words), corporateContext...)
				}
				l.sectorWords = append(l.sectorWords, words)
				l.sectorProducts = append(l.sectorProducts, productSectors[name])
			}
			sector = id
			continue
		}
		if line == "" || line[0] == '#' {
			continue
		}
		t := firmTerm{sector: sector, product: len(l.sectorProducts) > 0 && l.sectorProducts[sector]}
	markers:
		for line != "" {
			switch line[0] {
			case '~':
				t.anyCase = true
			case '?':
				t.ctx = true
			default:
				break markers
			}
			line = line[1:]
		}
		if strings.HasSuffix(line, " +") {
			t.more = true
			line = strings.TrimSpace(strings.TrimSuffix(line, " +"))
		}
		t.toks = firmTokens(line)
		if len(t.toks) == 0 {
			continue
		}
		id := int32(len(l.terms))
		l.terms = append(l.terms, t)
		if f := t.toks[0].fold; len(f) >= 3 {
			l.prefix3.set(prefixHash(f[0], f[1], f[2]))
			k := lead3Key(f[0], f[1], f[2])
			l.lead3[0][k>>6] |= 1 << (k & 63)
			if t.anyCase || !t.toks[0].upper {
				l.lead3[1][k>>6] |= 1 << (k & 63)
			}
		}
		h := fnvString(t.toks[0].fold)
		if t.toks[0].stem {
			l.stemAny.set(h)
		} else {
			l.firstAny.set(h)
		}
		if t.anyCase || !t.toks[0].upper {
			if t.toks[0].stem {
				l.stemLower.set(h)
			} else {
				l.firstLower.set(h)
			}
		}
		if f := t.toks[0]; f.stem {
			l.stems[f.fold] = append(l.stems[f.fold], id)
			l.stemLens |= 1 << min(len(f.fold), 63)
		} else {
			l.first[f.fold] = append(l.first[f.fold], id)
		}
	}
	return l
}

// firmTokens splits a lexicon name into tokens: runs of word runes, and each
// other non-blank rune alone; a trailing '*' makes the word before it a stem.
func firmTokens(s string) []firmTok {
	var toks []firmTok
	blank := true
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == ' ':
			blank = true
			i += size
			continue
		case r == '*' && len(toks) > 0:
			toks[len(toks)-1].stem = true
			i += size
			continue
		}
		j := i + size
		if isWordRune(r) {
			for j < len(s) {
				r2, sz := utf8.DecodeRuneInString(s[j:])
				if !isWordRune(r2) {
					break
				}
				j += sz
			}
		}
		w := s[i:j]
		caps := utf8.RuneCountInString(w) > 1 && strings.ToUpper(w) == w && strings.ToLower(w) != w
		toks = append(toks, firmTok{fold: firmFold(nil, w), upper: unicode.IsUpper(r), caps: caps, glued: !blank && len(toks) > 0, word: w})
		blank = false
		i = j
	}
	return toks
}

// firmFold appends the folded form of s to buf (lang.AppendFold): lower
// case, Latin diacritics removed, typographic apostrophes as "'".
func firmFold(buf []byte, s string) string { return string(lang.AppendFold(buf, s)) }

// textTok is a token of the text: a run of word runes or one other rune.
type textTok struct {
	start, end int
	fold       string
	word       bool
	upper      bool // starts with a capital
	caps       bool // every letter a capital
}

// firmLegalForms may follow a firm's name as part of it ("Bank Pekao S.A.").
var firmLegalForms = []string{"s.a.", "sa", "s.p.a.", "spa", "ag", "se", "plc", "n.a.", "a.s.", "eg", "ltd", "ltd.", "inc.", "inc", "s.a.u."}

// firms makes each listed firm's name in the text an ORGANIZATION.
func firms(text string, out []detect.Match, from int) []detect.Match {
	l := loadFirms()
	sc := firmPool.Get().(*firmScratch)
	defer firmPool.Put(sc)
	hits := sc.hits[:0]
	defer func() { sc.hits = hits[:0] }()
	for i := 0; i < len(text); {
		r, size := rune(text[i]), 1
		if r < utf8.RuneSelf {
			if !asciiWord[text[i]] {
				i++
				continue
			}
			// an ASCII word of three bytes or more: its first three bytes
			// reject most words without a hash (mayStart's prefix test)
			if j := asciiWordEnd(text, i+1); j-i >= 3 && (j == len(text) || text[j] < utf8.RuneSelf) && !l.mayLead(text[i:j]) {
				i = j
				continue
			}
		} else if r, size = utf8.DecodeRuneInString(text[i:]); !isWordRune(r) {
			i += size
			continue
		}
		j := wordEnd(text, i+size)
		// a name starts at a word's start, not after a hyphen or '&'
		// ("X-Bank" is another name)
		if (i == 0 || text[i-1] != '-' && text[i-1] != '&') && l.mayStart(text[i:j], r >= 'A' && r <= 'Z' || r >= utf8.RuneSelf && unicode.IsUpper(r)) {
			if h, id, st := l.hitAt(sc, text, i); st != firmNone {
				if st == firmHit {
					hits = append(hits, h)
					if l.terms[id].ctx {
						sc.confirmed = append(sc.confirmed, id)
					}
				} else {
					sc.pending = append(sc.pending, firmPending{h, id})
				}
				i = max(h.End, j)
				continue
			}
		}
		i = j
	}
	// a '?' name that its sector's words confirmed once in the text is the
	// firm at its other mentions too ("Chat Orange", "Bienvenida a Orange")
	if len(sc.pending) > 0 {
		n := len(hits)
		for _, p := range sc.pending {
			if slices.Contains(sc.confirmed, p.id) {
				hits = append(hits, p.m)
			}
		}
		if len(hits) > n {
			slices.SortFunc(hits, func(a, b detect.Match) int { return a.Start - b.Start })
		}
	}
	sc.pending, sc.confirmed = sc.pending[:0], sc.confirmed[:0]
	if len(hits) == 0 {
		return out
	}
	out = splitFirmLists(text, out, from, hits)
	return mergeFirms(sc, out, from, hits)
}

// mayStart reports whether some name may start with the word w: its folded
// form's hash is a first word's, or a prefix's hash a stem's (a filter:
// hitAt confirms).
func (l *firmLexicon) mayStart(w string, upper bool) bool {
	first, stems := &l.firstLower, &l.stemLower
	if upper {
		first, stems = &l.firstAny, &l.stemAny
	}
	// the first three bytes, when ASCII, reject most words at once (a
	// word of three bytes or more never matches a shorter first token)
	if len(w) >= 3 && w[0] < utf8.RuneSelf && w[1] < utf8.RuneSelf && w[2] < utf8.RuneSelf {
		if !hasBit(&l.prefix3, prefixHash(firmLowerByte(w[0]), firmLowerByte(w[1]), firmLowerByte(w[2]))) {
			return false
		}
	}
	h, n := uint32(firmFnvOffset), 0
	for p := 0; p < len(w); {
		c := w[p]
		if c < utf8.RuneSelf {
			if c >= 'A' && c <= 'Z' {
				c += 32
			}
			h, n, p = (h^uint32(c))*firmFnvPrime, n+1, p+1
			if n < 64 && l.stemLens&(1<<n) != 0 && hasBit(stems, h) {
				return true
			}
			continue
		}
		r, size := utf8.DecodeRuneInString(w[p:])
		p += size
		f := foldRuneString(r)
		for q := 0; q < len(f); q++ {
			h, n = (h^uint32(f[q]))*firmFnvPrime, n+1
			if n < 64 && l.stemLens&(1<<n) != 0 && hasBit(stems, h) {
				return true
			}
		}
	}
	return hasBit(first, h)
}

// lead3Key keys a word by its first three bytes, ASCII letters or digits
// (or a fold's): the low five bits of each, so the case of a letter does
// not count (a digit shares its key with letters: lead3 is a filter).
func lead3Key(a, b, c byte) uint32 {
	return uint32(a&31)<<10 | uint32(b&31)<<5 | uint32(c&31)
}

// mayLead reports whether a name may start with the word w of three ASCII
// letters or digits or more, by lead3: a word with a capital may start any
// name, another only the names mayStart reads in firstLower and stemLower.
func (l *firmLexicon) mayLead(w string) bool {
	c := 1
	if w[0] <= 'Z' && w[0] >= 'A' {
		c = 0
	}
	k := lead3Key(w[0], w[1], w[2])
	return l.lead3[c][k>>6]&(1<<(k&63)) != 0
}

// asciiWordEnd returns the end of the run of ASCII letters and digits at
// s[i].
func asciiWordEnd(s string, i int) int {
	for i < len(s) && asciiWord[s[i]] {
		i++
	}
	return i
}

func firmLowerByte(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 32
	}
	return c
}

// prefixHash hashes a folded word's first three bytes.
func prefixHash(a, b, c byte) uint32 {
	return ((uint32(a)<<16 | uint32(b)<<8 | uint32(c)) * 2654435761)
}

const (
	firmFnvOffset = 2166136261
	firmFnvPrime  = 16777619
)

// firmBits is a set of 32-bit hashes cut to their top 18 bits (a word
// that starts no name passes by chance about once in 400).
type firmBits [1 << 12]uint64

func (b *firmBits) set(h uint32)        { h >>= 14; b[h>>6] |= 1 << (h & 63) }
func hasBit(b *firmBits, h uint32) bool { h >>= 14; return b[h>>6]&(1<<(h&63)) != 0 }

func fnvString(s string) uint32 {
	h := uint32(firmFnvOffset)
	for i := 0; i < len(s); i++ {
		h = (h ^ uint32(s[i])) * firmFnvPrime
	}
	return h
}

// foldRuneString is the folded form of a non-ASCII rune.
func foldRuneString(r rune) string {
	if r < rune(len(foldLatin)) {
		return foldLatin[r]
	}
	if f, ok := lang.FoldLetter(r); ok {
		return f
	}
	return string(unicode.ToLower(r))
}

// foldLatin holds the folded forms of the runes below U+0180 (Latin-1 and
// Latin Extended-A, where the eight languages' letters are).
var foldLatin = func() (t [0x180]string) {
	for r := range t {
		lr := unicode.ToLower(rune(r))
		if f, ok := lang.FoldLetter(lr); ok {
			t[r] = f
		} else {
			t[r] = string(lr)
		}
	}
	return t
}()

// The text is tokenised around a name's first word only: firmBefore and
// firmAfter bytes for the name, the words before it and a legal form;
// firmContext either side for the sector words of a '?' name.
const (
	firmBefore  = 48
	firmAfter   = 112
	firmContext = 320
)

// windowTokens tokenises the text from about i-before to i+after (cut at
// blanks) and returns the index of the token that starts at i.
func (sc *firmScratch) windowTokens(text string, i, before, after int) ([]textTok, int) {
	ws, we := max(0, i-before), min(len(text), i+after)
	for ws > 0 && ws < i && text[ws-1] != ' ' && text[ws-1] != '\n' {
		ws++
	}
	for we < len(text) && we > i && text[we] != ' ' && text[we] != '\n' {
		we--
	}
	if we <= i {
		we = len(text)
	}
	sc.arena = sc.arena[:0]
	toks := sc.tokens(text, ws, we)
	for q := range toks {
		if toks[q].start == i {
			return toks, q
		}
	}
	return toks, -1
}

// hitAt's verdicts: no name, a name, a '?' name without its sector's words
// around it.
const (
	firmNone = iota
	firmHit
	firmPendingCtx
)

type firmPending struct {
	m  detect.Match
	id int32
}

// hitAt returns the listed name that starts at the word at i, if any, and
// its term.
func (l *firmLexicon) hitAt(sc *firmScratch, text string, i int) (detect.Match, int32, int) {
	toks, ti := sc.windowTokens(text, i, firmBefore, firmAfter)
	if ti < 0 {
		return detect.Match{}, -1, firmNone
	}
	best, bestEnd := int32(-1), -1
	f := toks[ti].fold
	for _, id := range l.first[f] {
		if end, ok := l.matchAt(text, toks, ti, id); ok && end > bestEnd {
			best, bestEnd = id, end
		}
	}
	for n := max(1, len(f)-2*maxFirmEnding); n <= len(f) && n < 64; n++ {
		if l.stemLens&(1<<n) == 0 {
			continue
		}
		for _, id := range l.stems[f[:n]] {
			if end, ok := l.matchAt(text, toks, ti, id); ok && end > bestEnd {
				best, bestEnd = id, end
			}
		}
	}
	if best < 0 {
		return detect.Match{}, -1, firmNone
	}
	t := &l.terms[best]
	k := bestEnd // tokens toks[ti:k]
	if t.more {
		// one or more capitalised words, hyphens joining more, a
		// linking word before them ("Caja Rural de Navarra")
		n := k
		if c := connectiveAt(text, toks, n); c > n {
			n = c
		}
		start := n
		for n < len(toks) && toks[n].word && toks[n].upper && blankBetween(text, toks[n-1].end, toks[n].start) {
			n++
			for n+1 < len(toks) && text[toks[n].start] == '-' && toks[n].start == toks[n-1].end && toks[n+1].start == toks[n].end && toks[n+1].word {
				n += 2
			}
		}
		if n == start {
			return detect.Match{}, -1, firmNone
		}
		k = n
	} else if k < len(toks) && toks[k].start > toks[k-1].end && blankBetween(text, toks[k-1].end, toks[k].start) &&
		(toks[k].word && toks[k].upper && !isLegalFormAt(text, toks, k) || connectiveAt(text, toks, k) > k) {
		// a capitalised word after it, or a linking word and one: a
		// longer name ("Commerzbank Arena", "Banca Popolare di Sondrio")
		// unless it is a legal form
		return detect.Match{}, -1, firmNone
	} else if t.product && k < len(toks) && toks[k].word && blankBetween(text, toks[k-1].end, toks[k].start) && productWord(text[toks[k].start:toks[k].end]) {
		return detect.Match{}, -1, firmNone // a model after the maker ("Microsoft 365", "Apple iPhone")
	} else if k < len(toks) && k == ti+1 && toks[ti].fold == "ing" && toks[k].start == toks[ti].end && text[toks[k].start] == '.' {
		return detect.Match{}, -1, firmNone // "ING." is the engineer's title in capitals
	}
	if k+1 < len(toks) && text[toks[k].start] == '-' && toks[k].start == toks[k-1].end && toks[k+1].start == toks[k].end && toks[k+1].word {
		return detect.Match{}, -1, firmNone // the first part of a compound ("Allianz-Versicherung")
	}
	if k < len(toks) && toks[k].start == toks[k-1].end && strings.HasPrefix(text[toks[k].start:], "¬") {
		return detect.Match{}, -1, firmNone // a compound broken at a line's end in print ("Arbeiterkammer¬ vollversammlung")
	}
	if titleBefore(text, toks, ti) {
		return detect.Match{}, -1, firmNone // a person's title before it: "Mr Ford", "dott. Ferrari", "Frau Bayer"
	}
	if t.ctx && midNameAfter(text, toks, ti) {
		return detect.Match{}, -1, firmNone // a capitalised word before it, inside a sentence ("Mój Orange")
	}
	if e := legalFormEnd(text, toks, k); e > k {
		k = e
	}
	m := detect.Match{Type: "ORGANIZATION", Start: toks[ti].start, End: toks[k-1].end, Score: firmScore, Model: true}
	if t.ctx {
		toks, ti = sc.windowTokens(text, i, firmContext, firmContext)
		k = ti
		for k < len(toks) && toks[k].start < m.End {
			k++
		}
		if !l.sectorNear(text, toks, ti, k, t.sector) {
			return m, best, firmPendingCtx
		}
	}
	return m, best, firmHit
}

// productWord reports a word that names a model after its maker: a word
// with a digit or with a capital after its first letter ("208", "i30",
// "iPhone").
func productWord(w string) bool {
	for i, r := range w {
		if r >= '0' && r <= '9' || i > 0 && unicode.IsUpper(r) {
			return true
		}
	}
	return false
}

// splitFirmLists drops a model ORGANIZATION that runs from the start of one
// listed firm to the end of another over lower-case words only ("Movistar o
// de Vodafone"): the firms are two names.
func splitFirmLists(text string, out []detect.Match, from int, hits []detect.Match) []detect.Match {
	if len(hits) < 2 {
		return out
	}
	// hits are in text order and apart: a binary search finds the one
	// starting where the model's span starts, and the one ending where it
	// ends (each span costs log(hits), not a pass over them)
	k := from
	for j := from; j < len(out); j++ {
		m := out[j]
		drop := false
		if m.Type == "ORGANIZATION" {
			first, ok1 := slices.BinarySearchFunc(hits, m.Start, func(h detect.Match, t int) int { return h.Start - t })
			last, ok2 := slices.BinarySearchFunc(hits, m.End, func(h detect.Match, t int) int { return h.End - t })
			drop = ok1 && ok2 && last > first
			for h := first; drop && h < last; h++ {
				drop = !hasCapitalWord(text[hits[h].End:hits[h+1].Start])
			}
		}
		if !drop {
			out[k] = m
			k++
		}
	}
	return out[:k]
}

// hasCapitalWord reports a word that starts with a capital in s.
func hasCapitalWord(s string) bool {
	prev := ' '
	for _, r := range s {
		if unicode.IsUpper(r) && !isWordRune(prev) {
			return true
		}
		prev = r
	}
	return false
}

// firmScratch is a call's tokens and their folded forms (arena: the folded
// words are strings over it, alive only during the call).
type firmScratch struct {
	toks      []textTok
	arena     []byte
	hits      []detect.Match
	pending   []firmPending // '?' names without their sector's words
	confirmed []int32       // '?' names with them
	// mergeFirms' model spans by start, their prefixes' greatest ends, the
	// spans that give way and the hits added
	order, maxEnd []int32
	drop          []bool
	add           []detect.Match
}

var firmPool = sync.Pool{New: func() any { return &firmScratch{arena: make([]byte, 0, 1024)} }}

// firmScore is a listed firm's score: a reading found by a rule rather than
// the model's guess (it added no false positive on the tune halves), so
// doc-propagate tags the text's other mentions of it too.
const firmScore = evidenceScore

// maxFirmEnding bounds a stem's case ending (runes).
const maxFirmEnding = 5

// matchAt reports whether term id's tokens match the text's from toks[i],
// and the end (exclusive token index) if so.
func (l *firmLexicon) matchAt(text string, toks []textTok, i int, id int32) (int, bool) {
	t := &l.terms[id]
	if i+len(t.toks) > len(toks) {
		return 0, false
	}
	allCaps := true
	for k, ft := range t.toks {
		tt := &toks[i+k]
		if k > 0 {
			prev := &toks[i+k-1]
			if ft.glued != (prev.end == tt.start) {
				return 0, false
			}
			if !ft.glued && !blankBetween(text, prev.end, tt.start) {
				return 0, false
			}
		}
		if ft.stem {
			if !strings.HasPrefix(tt.fold, ft.fold) || utf8.RuneCountInString(tt.fold)-utf8.RuneCountInString(ft.fold) > maxFirmEnding {
				return 0, false
			}
		} else if tt.fold != ft.fold || ft.caps && !strings.EqualFold(text[tt.start:tt.end], ft.word) {
			return 0, false
		}
		if tt.word && !tt.caps {
			allCaps = false
		}
	}
	if !t.anyCase && !allCaps {
		for k, ft := range t.toks {
			if ft.upper && !toks[i+k].upper || ft.caps && !toks[i+k].caps {
				return 0, false
			}
		}
	}
	return i + len(t.toks), true
}

// blankBetween reports a run of spaces or tabs (no line break) from a to b.
func blankBetween(text string, a, b int) bool {
	if a >= b || b-a > 3 {
		return false
	}
	for _, c := range []byte(text[a:b]) {
		if c != ' ' && c != '\t' && c != 0xc2 && c != 0xa0 {
			return false
		}
	}
	return true
}

// midNameAfter reports a capitalised word right before toks[i] that does
// not start its sentence or line: toks[i] may be the end of a longer name.
func midNameAfter(text string, toks []textTok, i int) bool {
	if i == 0 || !toks[i-1].word || !toks[i-1].upper || !blankBetween(text, toks[i-1].end, toks[i].start) {
		return false
	}
	if i == 1 {
		return false
	}
	p := &toks[i-2]
	if p.word {
		return true
	}
	switch r, _ := utf8.DecodeRuneInString(text[p.start:]); r {
	case '.', '!', '?', '\n', ':', '-', '*', '(', '[', '"', '»', '«', '„', '“', '•', '·':
		return false
	}
	return true
}

// titleBefore reports a name title ("Mr", "Frau", "dott.", "Pani") right
// before token i: a surname that is also a listed firm's name follows.
func titleBefore(text string, toks []textTok, i int) bool {
	j := i - 1
	if j >= 1 && !toks[j].word && text[toks[j].start] == '.' && toks[j].start == toks[j-1].end {
		j-- // the title's dot
	}
	return j >= 0 && toks[j].word && blankBetween(text, toks[i-1].end, toks[i].start) && gazetteer.IsTitle(text[toks[j].start:toks[j].end])
}

// firmLinks are the linking words inside a name ("Banco de España").
var firmLinks = []string{"di", "de", "del", "della", "dei", "du", "des", "of", "von", "der", "la", "d", "dell", "l", "van"}

// connectiveAt returns the token index after one or two linking words at
// toks[k] and before a capitalised word ("de Navarra", "de la Paix",
// "de l'Europe"), or k.
func connectiveAt(text string, toks []textTok, k int) int {
	n := k
	for range 2 {
		if n >= len(toks) || !toks[n].word || toks[n].upper || !slices.Contains(firmLinks, toks[n].fold) {
			return k
		}
		m := n + 1
		if m < len(toks) && !toks[m].word && toks[m].start == toks[n].end && toks[m].fold == "'" {
			m++ // d', dell', l'
		} else if m < len(toks) && !blankBetween(text, toks[n].end, toks[m].start) {
			return k
		}
		n = m
		if n < len(toks) && toks[n].word && toks[n].upper {
			return n
		}
	}
	return k
}

func hasUpper(s string) bool {
	for _, r := range s {
		if unicode.IsUpper(r) {
			return true
		}
	}
	return false
}

func isLegalFormAt(text string, toks []textTok, k int) bool {
	return legalFormEnd(text, toks, k) > k
}

// legalFormEnd returns the token end of a legal form that starts at toks[k]
// after a blank ("S.A.", "AG"), or k. A form without a dot is written with a
// capital ("AG", "eG"; "plc" aside): Czech "se" and Slovak "sa" after a
// name are reflexive pronouns ("Komerční banka se rozhodla").
func legalFormEnd(text string, toks []textTok, k int) int {
	if k == 0 || k >= len(toks) || !toks[k].word || !blankBetween(text, toks[k-1].end, toks[k].start) {
		return k
	}
	best := k
	var buf [16]byte
	s := buf[:0]
	for n := k; n < len(toks) && n < k+6; n++ {
		if n > k && toks[n].start != toks[n-1].end {
			break
		}
		s = append(s, toks[n].fold...)
		for _, f := range firmLegalForms {
			if string(s) == f && (strings.IndexByte(f, '.') >= 0 || f == "plc" || hasUpper(text[toks[k].start:toks[n].end])) {
				best = n + 1
			}
		}
	}
	// a legal form ends the word: no letter right after it
	if best < len(toks) && best > k && toks[best].start == toks[best-1].end && toks[best].word {
		return k
	}
	return best
}

// sectorNear reports a context word of the sector in the sentence around
// toks[i:k] (up to twelve tokens either side, no sentence end between).
func (l *firmLexicon) sectorNear(text string, toks []textTok, i, k int, sector uint8) bool {
	if int(sector) >= len(l.sectorWords) {
		return false
	}
	words := l.sectorWords[sector]
	look := func(n int) bool {
		f := toks[n].fold
		for _, w := range words {
			if strings.HasPrefix(f, w) {
				return true
			}
		}
		return false
	}
	// twelve words back from i, then twelve on from k, each way up to a
	// sentence's end
	for _, dir := range [2]int{-1, 1} {
		n := i - 1
		if dir > 0 {
			n = k
		}
		for seen := 0; n >= 0 && n < len(toks) && seen < 12; n += dir {
			if !toks[n].word {
				if c := text[toks[n].start]; c == '.' || c == '\n' || c == '!' || c == '?' {
					break
				}
				continue
			}
			seen++
			if look(n) {
				return true
			}
		}
	}
	return false
}

// tokens splits the text into tokens; a line break is a token of its own
// (it ends sentences for sectorNear).
func (sc *firmScratch) tokens(text string, from, to int) []textTok {
	toks := sc.toks[:0]
	defer func() { sc.toks = toks[:0] }()
	for i := from; i < to; {
		r, size := rune(text[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(text[i:])
		}
		if r == ' ' || r == '\t' || r == '\r' || r == '\u00a0' {
			i += size
			continue
		}
		j := i + size
		if !isWordRune(r) {
			f := text[i:j]
			if r >= utf8.RuneSelf {
				f = sc.fold(f)
			}
			toks = append(toks, textTok{start: i, end: j, fold: f})
			i = j
			continue
		}
		upper, caps := unicode.IsUpper(r), unicode.IsUpper(r) || unicode.IsDigit(r)
		plain := r < utf8.RuneSelf && !upper // folds to itself so far
		for j < to {
			r2, sz := rune(text[j]), 1
			if r2 >= utf8.RuneSelf {
				r2, sz = utf8.DecodeRuneInString(text[j:])
				plain = false
			}
			if !isWordRune(r2) {
				break
			}
			if unicode.IsLower(r2) {
				caps = false
			} else if r2 >= 'A' && r2 <= 'Z' {
				plain = false
			}
			j += sz
		}
		f := text[i:j]
		if !plain {
			f = sc.fold(f)
		}
		toks = append(toks, textTok{start: i, end: j, fold: f, word: true, upper: upper, caps: caps})
		i = j
	}
	return toks
}

// fold returns the folded form of w, written to the arena.
func (sc *firmScratch) fold(w string) string {
	a := len(sc.arena)
	for _, r := range w {
		if r < utf8.RuneSelf {
			c := byte(r)
			if c >= 'A' && c <= 'Z' {
				c += 32
			}
			sc.arena = append(sc.arena, c)
			continue
		}
		sc.arena = append(sc.arena, foldRuneString(r)...)
	}
	b := sc.arena[a:]
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(&b[0], len(b))
}

// mergeFirms puts the hits among the model's matches (out[from:]): a hit
// inside a model ORGANIZATION, or strictly inside any longer model span,
// leaves it; otherwise the model's spans it overlaps give way. Another
// recognizer's match over it is left to the engine's overlap resolution
// (rules win), which runs after the request's type filter. The model's
// spans are sorted by start once, with the greatest end of each prefix, so
// a hit meets only the spans that overlap it (linear in the text, no
// allocation once warm).
func mergeFirms(sc *firmScratch, out []detect.Match, from int, hits []detect.Match) []detect.Match {
	model := out[from:]
	order := sc.order[:0]
	for j := range model {
		order = append(order, int32(j))
	}
	slices.SortFunc(order, func(a, b int32) int { return model[a].Start - model[b].Start })
	maxEnd := sc.maxEnd[:0]
	end := 0
	for _, j := range order {
		end = max(end, model[j].End)
		maxEnd = append(maxEnd, int32(end))
	}
	drop := sc.drop[:0]
	for range model {
		drop = append(drop, false)
	}
	add := sc.add[:0]
	defer func() { sc.order, sc.maxEnd, sc.drop, sc.add = order[:0], maxEnd[:0], drop[:0], add[:0] }()
	dropped := false
next:
	for _, h := range hits {
		// the spans that start before the hit ends, back to the last
		// whose prefix reaches into it
		n, _ := slices.BinarySearchFunc(order, h.End, func(j int32, t int) int {
			if model[j].Start < t {
				return -1
			}
			return 1
		})
		first := n
		for first > 0 && int(maxEnd[first-1]) > h.Start {
			first--
		}
		for _, j := range order[first:n] {
			m := model[j]
			if m.End <= h.Start {
				continue
			}
			if m.Start <= h.Start && h.End <= m.End && (m.Type == "ORGANIZATION" || m.End-m.Start > h.End-h.Start) {
				continue next // the model's name holds it
			}
			if m.Type == "ORGANIZATION" && (m.Start < h.Start || m.End > h.End) {
				continue next // the model's organisation crosses it: keep it whole
			}
		}
		for _, j := range order[first:n] {
			if model[j].End > h.Start {
				drop[j], dropped = true, true
			}
		}
		add = append(add, h)
	}
	if dropped {
		k := from
		for j := from; j < len(out); j++ {
			if !drop[j-from] {
				out[k] = out[j]
				k++
			}
		}
		out = out[:k]
	}
	return append(out, add...)
}
