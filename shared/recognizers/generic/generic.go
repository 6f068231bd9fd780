// Package generic holds recognizers that are not tied to one country: email,
// phone, payment card, IBAN, IP, URL, US SSN and dates.
package generic

import "github.com/piiguard/piiguard/shared/detect"

// All returns the group's recognizers.
func All() []detect.Recognizer {
	return []detect.Recognizer{}
}
