package contextual

import (
	"strings"

	"github.com/piiguard/piiguard/shared/detect"
)

// handleRecognizer finds social media handles: '@' at a word start followed by
// 1-30 of [A-Za-z0-9_.], with at least one letter or '_', and not an email
// address ("jdoe@example.com" has a word before the '@'). A handle shaped
// like a domain ("@kvietkovo.sk", "@example.com") needs a context word
// ("Instagram", "follow"). A handle is a user name on a platform: its type's
// parent is USERNAME.
type handleRecognizer struct{}

var handleContext = &detect.Context{Boost: []string{
	"twitter", "tweet", "instagram", "insta", "tiktok", "telegram", "mastodon", "threads", "bluesky", "youtube", "github", "reddit", "snapchat", "discord",
	"follow", "handle", "dm", "account", // en
	"folgen", "folgt", "konto", // de
	"suivre", "suivez", "compte", // fr
	"seguir", "síguenos", "siguenos", "cuenta", // es
	"seguire", "seguici", "profilo", // it
	"obserwuj", "profil", // pl
	"sledujte", "sleduj", "účet", // cs/sk
}}

const (
	handleScore = 0.4
	// handleDomainScore: a handle shaped like a domain ("@kvietkovo.sk")
	// is taken with a context word only ("Instagram @kvietkovo.sk").
	handleDomainScore = 0.3
	handleMax         = 30
)

func (handleRecognizer) Name() string       { return "social_media_handle" }
func (handleRecognizer) Types() []string    { return []string{"SOCIAL_MEDIA_HANDLE"} }
func (handleRecognizer) Needs() detect.Need { return detect.NeedAt }

func (handleRecognizer) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	t := d.Text
	for i := 0; ; {
		k := strings.IndexByte(t[i:], '@')
		if k < 0 {
			break
		}
		at := i + k
		i = at + 1
		if !handleStartOK(d, at) {
			continue
		}
		end, ok := handleEnd(d, at+1)
		if !ok {
			continue
		}
		score := handleScore
		if strings.Contains(t[at+1:end], ".") && looksLikeDomain(t[at+1:end]) {
			score = handleDomainScore // "@kvietkovo.sk": a shop's account, or a mail domain ("all of us @firma.de")
		}
		out = append(out, detect.Match{Type: "SOCIAL_MEDIA_HANDLE", Start: at, End: end, Score: score, Context: handleContext})
		i = end
	}
	return out
}

// handleStartOK: the '@' starts a word (not "user@host", "a.@b", "x_@y").
func handleStartOK(d *detect.Doc, at int) bool {
	if !d.BoundaryBefore(at) {
		return false
	}
	switch prevByte(d.Text, at) {
	case '.', '-', '_', '@', '+', '%', '/', '\\', '=', '&':
		return false
	}
	return true
}

// handleEnd returns the end of the handle body that starts at i.
func handleEnd(d *detect.Doc, i int) (int, bool) {
	t := d.Text
	j := i
	word := false
	for j < len(t) && j-i <= handleMax {
		c := t[j]
		if detect.IsWordByte(c) || c == '_' || c == '.' {
			if !isDigit(c) && c != '.' {
				word = true
			}
			j++
			continue
		}
		break
	}
	// A trailing '.' ends the sentence, not the handle.
	for j > i && t[j-1] == '.' {
		j--
	}
	n := j - i
	if n < 1 || n > handleMax || !word {
		return 0, false
	}
	// "@host.domain" inside an email-like token, or a longer word glued on
	// (non-ASCII letter, '@', '-') is not a handle.
	if j < len(t) {
		switch c := t[j]; {
		case c == '@' || c == '-':
			return 0, false
		case c >= 0x80:
			if !d.BoundaryAfter(j) {
				return 0, false
			}
		}
	}
	return j, true
}

// looksLikeDomain reports "name.tld" shapes ("@example.com") with a common
// top-level domain, which are mail domains or hosts rather than handles.
func looksLikeDomain(s string) bool {
	tld := strings.ToLower(s[strings.LastIndexByte(s, '.')+1:])
	return commonTLDs[tld]
}

var commonTLDs = map[string]bool{
	"com": true, "org": true, "net": true, "edu": true, "gov": true, "io": true, "co": true, "info": true, "biz": true,
	"app": true, "dev": true, "me": true, "eu": true, "uk": true, "us": true, "de": true, "at": true, "ch": true,
	"fr": true, "be": true, "es": true, "it": true, "pl": true, "cz": true, "sk": true, "nl": true, "local": true,
}
