// Package policy holds the named detection presets: a set of entity types and a
// confidence threshold. The five global policies come from SPEC.md; tenants can
// define their own (stored by shared/store implementations).
package policy

import (
	"fmt"
	"sort"
	"strings"

	"github.com/piiguard/piiguard/shared/entity"
)

// Policy is a named preset of entity types and a threshold.
type Policy struct {
	Name        string   `json:"name"`
	Description string   `json:"description,omitempty"`
	Threshold   float64  `json:"threshold"`
	Types       []string `json:"types"` // registry ids; children are included by Expand
	// Recognizers and AllowLists name the tenant's stored custom
	// recognizers and allow lists (shared/store.Customs) that a call naming
	// this policy uses beside its own; global policies name none.
	Recognizers []string `json:"recognizers,omitempty"`
	AllowLists  []string `json:"allow_lists,omitempty"`
}

// DefaultThreshold applies when a request names neither a policy nor a
// score_threshold: every type, scored at least this.
const DefaultThreshold = 0.35

// TypeSet returns the policy's ids with every child type included; nil means
// every type.
func (p Policy) TypeSet() map[string]bool {
	if p.Types == nil {
		return nil
	}
	ids, _ := entity.Resolve(p.Types)
	return ids
}

// Check reports the names in p.Types that name no entity type (an id, a
// name or an alias); a policy with one would silently detect less.
func (p Policy) Check() error {
	if _, unknown := entity.Resolve(p.Types); len(unknown) > 0 {
		return fmt.Errorf("policy %q: unknown entity types: %s", p.Name, strings.Join(unknown, ", "))
	}
	return nil
}

// mustCheck stops the program at start-up when a global policy names an
// unknown type (the registry is complete at package initialisation).
func mustCheck(ps []Policy) []Policy {
	for _, p := range ps {
		if err := p.Check(); err != nil {
			panic(err)
		}
	}
	return ps
}

// Global policies, smallest first (the order /discover suggests from).
var globals = mustCheck([]Policy{
	{Name: "pci_dss", Description: "payment-card compliance", Threshold: 0.45,
		Types: []string{"CREDIT_CARD", "CREDIT_CARD_EXPIRATION", "CVV", "CREDIT_CARD_BRAND", "PERSON"}},
	{Name: "basic", Description: "minimal PII detection, general purpose", Threshold: 0.30,
		Types: []string{"PERSON", "EMAIL_ADDRESS", "PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE", "US_SSN", "IP_ADDRESS", "STREET_ADDRESS"}},
	{Name: "hipaa_us", Description: "US healthcare compliance (the 18 HIPAA identifiers and health data)", Threshold: 0.40,
		Types: []string{"PERSON", "STREET_ADDRESS", "LOCATION", "POSTAL_CODE", "DATE_TIME", "DATE_OF_BIRTH", "AGE",
			"PHONE_NUMBER", "FAX_NUMBER", "EMAIL_ADDRESS", "US_SSN", "MEDICAL_RECORD_NUMBER", "HEALTH_INSURANCE_NUMBER",
			"BANK_ACCOUNT", "CREDIT_CARD", "DRIVER_LICENSE", "PASSPORT", "VIN", "LICENSE_PLATE", "SERIAL_NUMBER", "URL", "IP_ADDRESS",
			"MEDICAL_CONDITION", "MEDICATION", "INSURANCE_COMPANY", "BLOOD_TYPE", "NATIONAL_ID"}},
	{Name: "gdpr_eu", Description: "European data-protection compliance", Threshold: 0.35,
		Types: []string{"PERSON", "EMAIL_ADDRESS", "PHONE_NUMBER", "FAX_NUMBER", "DATE_OF_BIRTH", "AGE", "STREET_ADDRESS", "POSTAL_CODE",
			"LOCATION", "NATIONAL_ID", "TAX_ID", "PASSPORT", "DRIVER_LICENSE", "BANK_ACCOUNT", "SWIFT_CODE", "CREDIT_CARD",
			"CREDIT_CARD_EXPIRATION", "CVV", "IP_ADDRESS", "MAC_ADDRESS", "USERNAME", "SOCIAL_MEDIA_HANDLE",
			"HEALTH_INSURANCE_NUMBER", "MEDICAL_RECORD_NUMBER", "MEDICAL_CONDITION", "MEDICATION", "BLOOD_TYPE",
			"LICENSE_PLATE", "VIN", "CRYPTO_WALLET", "STUDENT_ID",
			"NRP"}}, // GDPR art. 9: ethnic origin, religion, political opinion
	{Name: "strict", Description: "maximum detection: every type", Threshold: 0.25, Types: nil},
})

// Get returns the global policy with this name.
func Get(name string) (Policy, bool) {
	for _, p := range globals {
		if p.Name == name {
			return p, true
		}
	}
	return Policy{}, false
}

// Globals returns the global policies, smallest first.
func Globals() []Policy { return append([]Policy(nil), globals...) }

// Names returns the global policy names, sorted.
func Names() []string {
	out := make([]string, len(globals))
	for i, p := range globals {
		out[i] = p.Name
	}
	sort.Strings(out)
	return out
}

// Smallest returns the first global policy, smallest first, whose types cover
// every id in types (strict covers everything).
func Smallest(types []string) string {
	for _, p := range globals {
		set := p.TypeSet()
		ok := true
		for _, t := range types {
			if set != nil && !set[t] {
				ok = false
				break
			}
		}
		if ok {
			return p.Name
		}
	}
	return "strict"
}
