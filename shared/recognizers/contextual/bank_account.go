package contextual

import (
	"strings"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// accountRecognizer is the fallback for bank account numbers without a
// checksum (US, and any country without a dedicated recognizer): a run of 6-20
// digits, possibly grouped by spaces or dashes, that counts only next to an
// "account number" word.
type accountRecognizer struct{}

var accountContext = &detect.Context{
	// vocab's AccountWords
	Boost: vocab.All(func(l *vocab.Lexicon) []string { return l.AccountWords }),
	// A sort code, BLZ or Australian BSB names the bank or branch, not the
	// account ("Sort code: 40-41-27   Account number: 80346172", "BSB
	// 086-006 · Account 51 873 2094"): alone it is no account number.
	Penalty: []string{"sort", "blz", "bankleitzahl", "bsb"},
	// A bare digit run is almost never an account number; the word makes it one.
	BoostBy: 0.4,
}

// accountContextNoBank is accountContext without its penalty, for a number
// that no sort code or BLZ label comes before: the label after it is the
// next field's ("Kontonummer 0532013000 BLZ 370 400 44", "Account number:
// 12345678   Sort code: 20-00-00").
var accountContextNoBank = &detect.Context{Boost: accountContext.Boost, BoostBy: accountContext.BoostBy}

const accountScoreBase = 0.1

func (accountRecognizer) Name() string       { return "bank_account" }
func (accountRecognizer) Types() []string    { return []string{"BANK_ACCOUNT"} }
func (accountRecognizer) Needs() detect.Need { return detect.NeedDigit }

func (accountRecognizer) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	runs := d.DigitRuns()
	for i, run := range runs {
		n := run.End - run.Start
		if n < 6 || n > 30 {
			continue
		}
		s := d.Text[run.Start:run.End]
		digits := 0
		ok := true
		for i := 0; i < len(s); i++ {
			switch c := s[i]; {
			case isDigit(c):
				digits++
			case c == '.' || c == '/':
				ok = false // decimals, dates and fractions
			}
		}
		if !ok || digits < 6 || digits > 20 || !d.BoundaryBefore(run.Start) || !d.BoundaryAfter(run.End) {
			continue
		}
		if k := sortCodeLead(s); k > 0 {
			// "40-47-84 31926819": a sort code, then the account number
			// it names; the layout is the label
			out = append(out, detect.Match{Type: "BANK_ACCOUNT", Start: run.Start + k, End: run.End, Score: accountScoreBase + accountContext.BoostBy})
			continue
		}
		if slashLabelBefore(d.Text, run.Start) {
			// "a/c 31926819", "c/c 0200051332": the label's own score
			out = append(out, detect.Match{Type: "BANK_ACCOUNT", Start: run.Start, End: run.End, Score: accountScoreBase + accountContext.BoostBy})
			continue
		}
		if first := d.PairedRun(run.Start); first >= 0 {
			switch pairOrder(d, first) {
			case codeFirst:
				// "Routing and account: 121000248 / 4417893320": the label
				// names the bank's code and then the account, in the pair's order
				out = append(out, detect.Match{Type: "BANK_ACCOUNT", Start: run.Start, End: run.End, Score: accountScoreBase + accountContext.BoostBy})
				continue
			case accountFirst:
				continue // "Account and routing: 4417893320 / 121000248": the code
			}
		}
		if i+1 < len(runs) && d.PairedRun(runs[i+1].Start) == run.Start {
			switch pairOrder(d, run.Start) {
			case codeFirst:
				continue // the pair's first number is the bank's code, not the account
			case accountFirst:
				// "Account and sort code: 31926819 / 40-41-27": the sort
				// code's word in the label is the second number's
				out = append(out, detect.Match{Type: "BANK_ACCOUNT", Start: run.Start, End: run.End, Score: accountScoreBase + accountContext.BoostBy})
				continue
			}
		}
		if mandateFirst(d, run.Start) {
			continue // "Mandat MEG-0047291 ... von Ihrem Konto"
		}
		ctx := accountContext
		if !bankLabelBefore(d.Text, run.Start) {
			ctx = accountContextNoBank
		}
		out = append(out, detect.Match{Type: "BANK_ACCOUNT", Start: run.Start, End: run.End, Score: accountScoreBase, Context: ctx})
	}
	return out
}

// sortCodeLead returns the length of a British sort code and a blank that
// open the run s when an account number of six to eight digits follows
// ("40-47-84 31926819"), else 0.
func sortCodeLead(s string) int {
	if len(s) < 15 || len(s) > 17 || s[2] != '-' || s[5] != '-' || s[8] != ' ' {
		return 0
	}
	for _, i := range [...]int{0, 1, 3, 4, 6, 7} {
		if !isDigit(s[i]) {
			return 0
		}
	}
	if !allDigits(s[9:]) {
		return 0
	}
	return 9
}

// bankLabelBefore reports a sort code's, BLZ's or BSB's label (accountContext's
// penalty: each begins with 's' or 'b') among the few words before byte i on
// its line.
func bankLabelBefore(t string, i int) bool {
	lo := max(0, i-40)
	if nl := strings.LastIndexByte(t[lo:i], '\n'); nl >= 0 {
		lo += nl + 1
	}
	w := t[lo:i]
	// one pass, case-insensitive, without a lower-case copy (every
	// candidate asks): the labels begin with 's' or 'b'
	for k := 0; k < len(w); k++ {
		if c := w[k] | 0x20; c != 's' && c != 'b' || k > 0 && isASCIILetter(w[k-1]) {
			continue
		}
		for _, p := range accountContext.Penalty {
			if k+len(p) <= len(w) && strings.EqualFold(w[k:k+len(p)], p) {
				return true
			}
		}
	}
	return false
}

func isASCIILetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

// slashLabelBefore reports "a/c" or "c/c" (and "No", "n.") right before byte
// i: the short forms of "account" written with a slash, read here rather
// than as context phrases, which every candidate would pay for.
func slashLabelBefore(t string, i int) bool {
	w := strings.TrimRight(t[max(0, i-12):i], " :.#")
	if strings.IndexByte(w, '/') < 0 {
		return false // most numbers: no slash before them
	}
	lw := strings.ToLower(w)
	for _, suf := range [...]string{" no", " n", " nr"} {
		if strings.HasSuffix(lw, suf) {
			lw = strings.TrimRight(lw[:len(lw)-len(suf)], " .")
			break
		}
	}
	if !strings.HasSuffix(lw, "a/c") && !strings.HasSuffix(lw, "c/c") {
		return false
	}
	k := len(lw) - 3
	return k == 0 || !isASCIILetter(lw[k-1])
}

// bankCodeWords name a bank's or branch's code written beside an account
// number: a US routing (ABA, transit) number, a sort code, a BLZ, a BSB.
var bankCodeWords = detect.NewStemSet("routing", "aba", "rtn", "transit", "sort", "blz", "bankleitzahl", "bsb")

var accountWordSet = detect.NewStemSet(accountContext.Boost...)

// mandateWords name a SEPA direct debit's mandate reference, which the
// creditor gives and which stands beside the debtor's account words without
// being an account ("SEPA-Lastschrift (Mandat MEG-0047291) von Ihrem Konto",
// "Mandatsreferenz", "référence unique de mandat (RUM)", "riferimento del
// mandato", "mandate reference"); a Polish "mandat", a fine's ticket, is no
// account either.
var mandateWords = detect.NewStemSet("mandat", "mandát", "rum")

// mandateFirst reports a mandate word nearer before byte i than any account
// word, in its clause: the number is the mandate's reference. An account
// named after the mandate keeps its label ("SEPA-Mandat für das Konto
// 0532013000").
func mandateFirst(d *detect.Doc, i int) bool {
	mandate := false
	d.LabelWordsBefore(i, 6, func(w string) bool {
		switch {
		case accountWordSet.Match(w):
			return false
		case mandateWords.Match(w):
			mandate = true
			return false
		}
		return true
	})
	return mandate
}

// The order in which a pair's label names the bank's code and the account.
const (
	noPair = iota
	codeFirst
	accountFirst
)

// pairOrder reads the label before byte i, the start of a pair's first
// number: codeFirst when it names a bank's code and then the account
// ("Routing and account:", "Sort code / account no."), accountFirst the
// other way round ("Account and sort code:"), else noPair.
func pairOrder(d *detect.Doc, i int) int {
	acct, code, n := -1, -1, 0
	// the words come nearest first
	d.LabelWordsBefore(i, 6, func(w string) bool {
		switch {
		case bankCodeWords.Match(w):
			if code < 0 {
				code = n
			}
		case accountWordSet.Match(w):
			if acct < 0 {
				acct = n
			}
		}
		n++
		return true
	})
	switch {
	case code < 0 || acct < 0:
		return noPair
	case acct < code:
		return codeFirst
	}
	return accountFirst
}
