package builtin

import (
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/internal/cputime"
)

// rep repeats s to n bytes.
func rep(s string) func(int) string {
	return func(n int) string { return strings.Repeat(s, n/len(s)+1)[:n] }
}

// costTexts are adversarial texts for BenchmarkCostAdversarial: each one
// repeats a recognizer's trigger (an anchor, keyword, label, separator or
// value shape) without line breaks, or with one after each, to a given size.
var costTexts = map[string]func(int) string{
	"a":            rep("a"),
	"digits":       rep("1"),
	"digits-sp":    rep("1 "),
	"digits4sp":    rep("1234 "),
	"spaces":       rep(" "),
	"newlines":     rep("\n"),
	"tabs":         rep("\t"),
	"capwords":     rep("Angela "),
	"capwordsNL":   rep("Angela\n"),
	"capvar":       rep("Angela Ruiz Jan Novak Maria Paris Berlin "),
	"name-label":   rep("Name: "),
	"name-lab-v":   rep("Name: John "),
	"dob":          rep("date of birth "),
	"iban":         rep("IBAN "),
	"iban-de":      rep("IBAN DE89 "),
	"phone-dash":   rep("1-"),
	"phone-plus":   rep("+1 "),
	"phone-par":    rep("(1) "),
	"at":           rep("a@"),
	"dots":         rep("a."),
	"email-rep":    rep("a@b.co "),
	"http":         rep("http://"),
	"url-path":     rep("/a"),
	"url-long":     func(n int) string { return "http://example.com/" + rep("a/")(n) },
	"parens":       rep("("),
	"brackets":     rep("[{<"),
	"hex":          rep("0x1f"),
	"b64":          rep("aB3xZ9"),
	"b64-key":      func(n int) string { return "api_key=" + rep("aB3xZ9q")(n) },
	"key-eq":       rep("key="),
	"password":     rep("password: "),
	"akia":         rep("AKIA"),
	"begin":        rep("-----BEGIN "),
	"street":       rep("12 Main Street, "),
	"rue":          rep("Rue "),
	"strasse":      rep("Hauptstraße 5 "),
	"postal-fr":    rep("69003 Lyon "),
	"mr":           rep("Mr. Smith "),
	"dr":           rep("Dr. "),
	"born":         rep("born on "),
	"age":          rep("age 42 years old "),
	"alnum":        rep("A1B2C3"),
	"dotnums":      rep("12."),
	"slashnums":    rep("12/"),
	"colonnums":    rep("1:"),
	"mac":          rep("AB:"),
	"months":       rep("January 1 "),
	"monday":       rep("Monday "),
	"eacute":       rep("é"),
	"initials":     rep("A. "),
	"regards":      rep("Best regards, John Smith "),
	"regardsNL":    rep("Best regards,\nJohn Smith\n"),
	"sigdash":      rep("--\nJohn Smith\n"),
	"echo":         rep("John Smith said that Smith and John "),
	"paris":        rep("Paris "),
	"hash":         rep("#"),
	"handle":       rep("@user "),
	"card":         rep("4111 1111 1111 1111 "),
	"tel":          rep("Tel: "),
	"tel-v":        rep("Tel: 0601 "),
	"plate":        rep("PO 7K419 "),
	"question":     rep("What is your postal code? "),
	"dashes":       rep("-"),
	"colonsp":      rep(": "),
	"commas":       rep(","),
	"dotsonly":     rep("."),
	"qmarks":       rep("?"),
	"upper":        rep("A"),
	"upperwords":   rep("ABC "),
	"ssn":          rep("123-45-6789 "),
	"ip":           rep("1.1.1.1 "),
	"ipv6":         rep("fe80::1 "),
	"vin":          rep("VIN "),
	"passport":     rep("passport "),
	"account":      rep("account number "),
	"mrn":          rep("MRN "),
	"flight":       rep("flight LH "),
	"uk-post":      rep("B74 2NT "),
	"tax":          rep("tax id "),
	"crypto":       rep("bc1q"),
	"eth":          rep("0x"),
	"swift":        rep("DEUTDEFF "),
	"health":       rep("diabetes "),
	"blood":        rep("A+ "),
	"user":         rep("username: "),
	"serial":       rep("serial number "),
	"student":      rep("student ID "),
	"insur":        rep("policy number "),
	"resv":         rep("booking reference "),
	"driver":       rep("driver's license "),
	"nrp":          rep("Catholic "),
	"trans":        rep("transaction ID "),
	"cz-rc":        rep("rodné číslo "),
	"de-steuer":    rep("Steuer-ID "),
	"nin":          rep("National Insurance "),
	"quote":        rep("\""),
	"apos":         rep("'"),
	"mixed-nl":     rep("a\n\n"),
	"crlf":         rep("\r\n"),
	"question-nl":  rep("What is your username?\n"),
	"klient":       rep("Klient: "),
	"lead":         rep("10:15 "),
	"lead-name":    rep("10:15 Client : "),
	"thanks-nl":    rep("Thanks,\n"),
	"from":         rep("From: "),
	"cz-date":      rep("31. prosince 2024 "),
	"dates":        rep("12/02/1987 "),
	"capsupper":    rep("ANGELA RUIZ "),
	"hyphword":     rep("Angela-Ruiz-"),
	"paren-name":   rep("(Angela) "),
	"mixcase":      rep("aNgElA "),
	"digit-letter": rep("1a"),
	"email-chain":  rep("a.b@c."),
	"url-query":    func(n int) string { return "https://example.com/?" + rep("a=1&")(n) },
	"www":          rep("www."),
	"pluses":       rep("+"),
	"zip-city":     rep("10115 Berlin, "),
	"nbsp":         rep("\u00a0"),
	"emoji":        rep("😀"),
	"cyr":          rep("Иван "),
	"cjk":          rep("张伟"),
	"cap-nl2":      rep("Angela Ruiz\n\n"),
	"said":         rep("Angela said "),
	"to-name":      rep("Dear Angela, "),
	"words-long":   rep("Aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa "),
	"numword":      rep("No. 12345 "),
	"hashnum":      rep("#12345 "),
	"ssnlabel":     rep("SSN: "),
	"echo-case":    rep("Angela Ruiz met AnGela. "),
	"echo-case2":   rep("Dear Angela Ruiz, AnGela RUiz said. "),
	"echo-case3":   rep("Angela Ruiz, ANgela, ANGela, AngeLA. "),
	"k-user":       rep("user "),
	"k-login":      rep("login "),
	"k-mix":        rep("Login user at "),
	"estate":       rep("Gewerbegebiet "),
	"estate2":      rep("Polígono Industrial "),
	"addrlabel":    rep("Address: 12 Main Street "),
	"ov-url":       rep("http://a.co/"),
	"ov-url2":      rep("https://x.io/?u=http://"),
	"ov-email":     rep("a@b.co"),
	"ov-email2":    rep("ab.cd@"),
	"ov-ip":        rep("1.2.3.4."),
	"ov-phone":     rep("+44 20 "),
	"ov-iban":      rep("DE89 3704 "),
	"ov-card":      rep("4111-"),
	"ov-date":      rep("12/02/"),
	"ov-street":    rep("Main Street 12 Main Street "),
	"ov-name":      rep("Angela-"),
	"ov-path":      rep("C:\\Users\\"),
	"ov-json":      rep("{\"name\":"),
	"ov-json2":     rep("{\"a\":["),
	"ov-eq":        rep("a=b&"),
	"ov-b64":       rep("eyJhbGciOiJIUzI1NiJ9."),
	"ov-pem":       rep("-----BEGIN PRIVATE KEY-----\nMIIE"),
	"estate-d":     func(n int) string { return "1 " + rep("Gewerbegebiet ")(n-2) },
	"estate-st":    rep("Gewerbegebiet Nord, 12 Main Street "),
	"estate-calle": func(n int) string { return "1 " + rep("Polígono Sur, calle B ")(n-2) },
	"military":     rep("PSC 0413, Box 8144, APO AE 09012 "),
	"military2":    rep("12 Main Street APO AE 09012 "),
	"corner":       rep("the corner of Dalbraut 99 and Frederikke Coves, 12 Main Street "),
	"corner2":      rep("corner of Kuusiku 7 and Oak Street "),
	"letterhead":   rep("Barrack Road, Exeter EX2 5DW 12 Main Street\n"),
	"it-streets":   rep("Via Garibaldi 12, Via Roma e "),
	"dobval":       rep("DOB: 01/02/1980 "),
}

// costLangs are the language hints of the costTexts that need one to run
// a language's own recognizers.
var costLangs = map[string]string{"it-streets": "it", "cz-rc": "cs", "cz-date": "cs", "de-steuer": "de"}

// BenchmarkCostAdversarial: the engine's CPU time (the process's, garbage
// collection included) on each of costTexts at 64 KB and 1 MB, and their
// ratio, 16 when linear; a scan to the text's edge per match makes it about
// 256. Each text starts with a byte of every class a recognizer may need
// (detect.Need), so that every recognizer runs on it. TestCostLinearInSize guards a few of them in every
// test run. Run:
//
//	go test ./shared/recognizers/builtin -run '^$' -bench CostAdversarial -benchtime 1x
func BenchmarkCostAdversarial(b *testing.B) {
	eng := Engine()
	opts := detect.Options{Threshold: 0.35}
	eng.Detect("warm up Angela Ruiz", opts)
	cost := func(text string, opts detect.Options) time.Duration {
		c0 := cputime.Process()
		eng.Detect(text, opts)
		return cputime.Process() - c0
	}
	names := make([]string, 0, len(costTexts))
	for name := range costTexts {
		names = append(names, name)
	}
	sort.Strings(names)
	for _, name := range names {
		gen := costTexts[name]
		o := opts
		o.Lang = costLangs[name]
		b.Run(name, func(b *testing.B) {
			const prefix = "0Aa@:/.-_=é "
			small, large := prefix+gen(64<<10-len(prefix)), prefix+gen(1<<20-len(prefix))
			var cs, cl time.Duration
			for b.Loop() {
				cs = min(cost(small, o), cost(small, o))
				cl = cost(large, o)
			}
			b.ReportMetric(float64(cs)/1e6, "ms-64KB")
			b.ReportMetric(float64(cl)/1e6, "ms-1MB")
			b.ReportMetric(float64(cl)/float64(max(cs, 1)), "ratio")
		})
	}
}
