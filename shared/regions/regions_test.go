package regions

import (
	"regexp"
	"testing"
)

func TestAll(t *testing.T) {
	if len(All) < 2 {
		t.Fatalf("%d regions: the stacks replicate the global tables, so at least two", len(All))
	}
	labels, awsRegions := map[string]bool{}, map[string]bool{}
	label := regexp.MustCompile(`^[a-z]{2,8}$`)
	aws := regexp.MustCompile(`^[a-z]{2}(-[a-z]+)+-\d$`)
	for _, r := range All {
		if !label.MatchString(r.Label) || !aws.MatchString(r.AWS) {
			t.Errorf("region %+v: label must be lower-case letters, AWS an AWS region name", r)
		}
		if labels[r.Label] || awsRegions[r.AWS] {
			t.Errorf("region %+v listed twice", r)
		}
		labels[r.Label], awsRegions[r.AWS] = true, true
	}
}

func TestLookups(t *testing.T) {
	tests := []struct {
		label  string
		want   string
		found  bool
		env    string
		ctxKey string
	}{
		{"eu", "eu-central-1", true, "PIIGUARD_EU_URL", "euRegion"},
		{"US", "us-east-1", true, "PIIGUARD_US_URL", "usRegion"},
		{"mars", "", false, "", ""},
		{"", "", false, "", ""},
	}
	for _, tc := range tests {
		r, ok := ByLabel(tc.label)
		if ok != tc.found || r.AWS != tc.want {
			t.Errorf("ByLabel(%q) = %+v, %v", tc.label, r, ok)
		}
		if ok && (r.URLEnv() != tc.env || r.ContextKey() != tc.ctxKey) {
			t.Errorf("%q: env %s context %s", tc.label, r.URLEnv(), r.ContextKey())
		}
	}
	if got := Labels(); len(got) != len(All) || got[0] != Primary().Label {
		t.Errorf("Labels() = %v", got)
	}
}
