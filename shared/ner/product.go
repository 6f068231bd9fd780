package ner

// An invoice's or receipt's item line names a product or service in its
// first column and its quantity and prices in the next ones:
//
//	Isdin Fotoprotector Fusion Water 50 ml   1      24,95    24,95
//	| Svítidlo LED Panlux 40 W, montáž       | 8 ks   | 1 150 | 9 200,00 |
//
// The tagger reads a brand at the item's start as a firm; the dev set's
// guide labels no product. productLineStage drops an ORGANIZATION span
// that opens such a line's first column (after a row number or a table's
// bar at most) when, after the column's gap, the line holds two numeric
// columns or more, one of them an amount with two decimals. A firm the
// line names in brackets or after a word ("Anmeldung beim Netzbetreiber
// (SWM Infrastruktur)  45,00  45,00", "Hausmeister Fa. Kraus  4.200,00")
// does not open the column; a name with a legal form stays. The news
// corpora's tables ("Bayern Munich 3 2 1 0 5 2 7") are tokens joined by
// single spaces: they have no column gap.

// productBack and productAhead bound how far the stage reads around a span: back to the
// line's start over a row number, ahead over the line's columns (so that
// a text of one long line costs a constant per span).
const (
	productBack  = 24
	productAhead = 160
)

func productLineStage(v *vetSpan) verdict {
	if v.sp.Type != "ORGANIZATION" || legalFormWord(v.lower) || !lineOpens(v.text, v.start) {
		return pass
	}
	if priceColumns(v.text, v.end) {
		return dropIt
	}
	return pass
}

// lineOpens reports that nothing but blanks, a table's bars and a row
// number ("3 |", "12.") stands between start and its line's start.
func lineOpens(text string, start int) bool {
	for i := start - 1; i >= start-productBack; i-- {
		if i < 0 {
			return true
		}
		switch c := text[i]; {
		case c == '\n':
			return true
		case c == ' ' || c == '\t' || c == '|' || c == '.' || digit(c):
		default:
			return false
		}
	}
	return false
}

// priceColumns reports that the line after end holds, past the first
// column gap (two blanks, a tab or a bar), two cells or more that start
// with a digit, one of them an amount with two decimals ("24,95",
// "9 200,00", "1.150.00").
func priceColumns(text string, end int) bool {
	lim := min(len(text), end+productAhead)
	i := end
	// the first column's rest ("50 ml", " 40 W, montáž"), up to its gap
	for ; i < lim; i++ {
		c := text[i]
		if c == '\n' {
			return false
		}
		if c == '\t' || c == '|' || c == ' ' && i+1 < lim && text[i+1] == ' ' {
			break
		}
	}
	if i >= lim {
		return false
	}
	numeric, amount := 0, false
	cellStart := true // the next non-blank begins a cell
	for ; i < lim && text[i] != '\n'; i++ {
		c := text[i]
		switch {
		case c == '\t' || c == '|':
			cellStart = true
		case c == ' ':
			if i+1 < lim && text[i+1] == ' ' {
				cellStart = true
			}
		case cellStart:
			cellStart = false
			if c >= '0' && c <= '9' || c == '-' && i+1 < lim && text[i+1] >= '0' && text[i+1] <= '9' {
				numeric++
			}
		}
		if (c == ',' || c == '.') && i > 0 && digit(text[i-1]) && i+2 < lim && digit(text[i+1]) && digit(text[i+2]) &&
			(i+3 >= len(text) || !digit(text[i+3])) {
			amount = true
		}
	}
	return numeric >= 2 && amount
}

func digit(c byte) bool { return c >= '0' && c <= '9' }
