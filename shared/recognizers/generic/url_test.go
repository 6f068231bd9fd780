package generic

import (
	"strings"
	"testing"
	"time"

	"github.com/piiguard/piiguard/shared/detect"
)

func TestURL(t *testing.T) {
	runCases(t, URL{}, []tcase{
		{"en", "see https://www.example.com/path?q=1.", []string{"URL:https://www.example.com/path?q=1"}},
		{"en", "(http://example.org/a_(b)) and ftp://files.example.net", []string{"URL:http://example.org/a_(b)", "URL:ftp://files.example.net"}},
		{"en", "visit www.example.de, thanks", []string{"URL:www.example.de"}},
		{"en", "docs at example.com/docs/", []string{"URL:example.com/docs/"}},
		{"en", "Website: example.cz", []string{"URL:example.cz"}},
		// regional and city TLDs
		{"es", "resultados · www.labcostabrava.cat", []string{"URL:www.labcostabrava.cat"}},
		{"es", "677 30 58 14 · nereaolazabal.eus", []string{"URL:nereaolazabal.eus"}},
		{"de", "Mehr unter www.stadtwerke.berlin", []string{"URL:www.stadtwerke.berlin"}},
		{"en", "Groups: alt.animals.cat", nil},
		{"de", "Seite: https://bücher.de/ü 🙂", []string{"URL:https://bücher.de/ü"}},
		{"en", "mail bob@example.com or e.g. this. End.The file report.pdf", nil},
		// a server's host name
		{"es", "El servidor SMTP es smtp.hostalia.com, puerto 587.", []string{"URL:smtp.hostalia.com"}},
		{"de", "Posteingang: imap.ionos.de (Port 993)", []string{"URL:imap.ionos.de"}},
		// "mail.com" is a domain, not a server of one: a bare domain (below)
		{"en", "sign up at mail.com today", []string{"URL:mail.com"}},
		// a host of a company's own network
		{"en", "auth failed for user=praman (host vpn-gw01.northgate.local)", []string{"URL:vpn-gw01.northgate.local"}},
		{"de", "Laufwerk auf fileserver01.weber.intern nicht erreichbar", []string{"URL:fileserver01.weber.intern"}},
		{"en", "edit config.local and app.settings.local.json", nil},
		// an IPv6 literal as the host, in brackets (RFC 3986)
		{"en", "Admin UI: https://[2001:db8::1]:8443/admin", []string{"URL:https://[2001:db8::1]:8443/admin"}},
		{"fr", "Ouvrez http://[fe80::1]/index.html.", []string{"URL:http://[fe80::1]/index.html"}},
		{"de", "(siehe https://[2001:db8:0:1::20]) und www.example.de", []string{"URL:https://[2001:db8:0:1::20]", "URL:www.example.de"}},
		{"en", "stream rtsp://[2001:db8::1]/cam or https://[not:an:ip]/x", nil},
	})
}

// A bare domain in lower case under a TLD companies register is a URL
// without a context word; abbreviations, versions, file names, a missing
// blank after a full stop and capitalised hosts are not taken on their own.
func TestURLBareDomain(t *testing.T) {
	runCases(t, URL{}, []tcase{
		{"en", "Pixel & Pine Design\npixelandpine.studio\nhello@pixelandpine.studio", []string{"URL:pixelandpine.studio"}},
		{"en", "Quote: \"northgate-logistic.com\", sent.", []string{"URL:northgate-logistic.com"}},
		{"en", "order from dunmoreprint.co.uk today", []string{"URL:dunmoreprint.co.uk"}},
		{"de", "Mehr unter hessler-maschinenbau.de oder telefonisch.", []string{"URL:hessler-maschinenbau.de"}},
		{"fr", "Commandez sur atelier-savon.fr avant lundi.", []string{"URL:atelier-savon.fr"}},
		{"es", "Escríbanos desde envasesdelebro.com (formulario).", []string{"URL:envasesdelebro.com"}},
		{"it", "Prenotazioni su hotelcadoria.it, grazie.", []string{"URL:hotelcadoria.it"}},
		{"pl", "Sklep elektro-dom.pl jest otwarty.", []string{"URL:elektro-dom.pl"}},
		{"cs", "Objednávky přes utrililii.cz nebo telefonem.", []string{"URL:utrililii.cz"}},
		{"sk", "Kvety z kvietkovo.sk doručíme zajtra.", []string{"URL:kvietkovo.sk"}},
		{"en", "the mail server is on example.com.pl too", []string{"URL:example.com.pl"}},
		// not a domain on its own
		{"de", "z.B. Version 2.4.1, u.a. Abs. 3 und Dr.Müller", nil},
		{"en", "open report.pdf and notes.txt", nil},
		{"en", "It works.Thanks a lot. Done.It is fine", nil},
		{"en", "Shares of Amazon.com rose", nil},
		{"es", "a.de la, ab.com", nil},
		{"en", "e-mail anna@firma.de", nil},
		// a missing blank after a full stop before a word of the text's
		// language that is also a TLD: no domain without a web word
		{"en", "thanks for the help.it works now.no problem at all", nil},
		{"en", "I checked the invoice.design looks fine", nil},
		{"es", "gracias por todo.es un placer", nil},
		{"fr", "merci.de rien", nil},
		{"it", "grazie mille.si certo", nil},
		{"cs", "díky.no jo, funguje to", nil},
		{"en", "visit hotelcadoria.it for more", []string{"URL:hotelcadoria.it"}},
		{"de", "Mehr unter hessler-maschinenbau.de oder telefonisch.", []string{"URL:hessler-maschinenbau.de"}},
		{"en", "Book at hotelcadoria.it, thanks", []string{"URL:hotelcadoria.it"}},
	})
}

func TestURLAfterDoubleDot(t *testing.T) {
	runCases(t, URL{}, []tcase{
		// A ".." ends one dotted run; the host after it is found on its own.
		{"en", "a..www.example.com", []string{"URL:www.example.com"}},
		{"en", "user.name@mail.example.com", nil},
		{"en", "x.y@z.cz and www.example.org", []string{"URL:www.example.org"}},
	})
}

// A long dotted run is scanned once: every dot used to rescan the run back to
// its start (100,000 bytes of "10.0." took seconds).
func TestURLDottedRunIsLinear(t *testing.T) {
	for _, unit := range []string{"10.0.", "a.b", "x.y@", "..-", "é.ü."} {
		small := strings.Repeat(unit, 2_000)
		big := strings.Repeat(unit, 40_000)
		ts, tb := timeFind(URL{}, small), timeFind(URL{}, big)
		// 20 times the text: a linear scan takes about 20 times as long;
		// allow 80 for noise, a quadratic one would take 400.
		if tb > 80*ts+10*time.Millisecond {
			t.Errorf("%q: %v for %d bytes, %v for %d bytes", unit, ts, len(small), tb, len(big))
		}
	}
}

func timeFind(r URL, text string) time.Duration {
	d := detect.NewDoc(text, "en")
	best := time.Duration(1 << 62)
	for range 3 {
		t0 := time.Now()
		r.Find(d, nil)
		best = min(best, time.Since(t0))
	}
	return best
}
