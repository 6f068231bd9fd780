package awsconf

import (
	"context"
	"testing"
	"time"
)

func TestLoad(t *testing.T) {
	tests := []struct {
		name      string
		endpoint  string
		accessKey string
		wantKey   string // "" : the default chain, not the dummy credentials
	}{
		{"local emulator gets dummy credentials", "http://127.0.0.1:5000", "", "test"},
		{"given credentials win over the dummy ones", "http://127.0.0.1:5000", "AKIAEXAMPLE", "AKIAEXAMPLE"},
		{"no endpoint, no dummy credentials", "", "", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Setenv("AWS_ACCESS_KEY_ID", tc.accessKey)
			t.Setenv("AWS_SECRET_ACCESS_KEY", "secret")
			t.Setenv("AWS_CONFIG_FILE", "/nonexistent")
			t.Setenv("AWS_SHARED_CREDENTIALS_FILE", "/nonexistent")
			t.Setenv("AWS_EC2_METADATA_DISABLED", "true")
			cfg, err := Load(context.Background(), Options{Region: "eu-central-1", Endpoint: tc.endpoint, Timeout: time.Second, MaxBackoff: 300 * time.Millisecond})
			if err != nil {
				t.Fatal(err)
			}
			if cfg.Region != "eu-central-1" {
				t.Errorf("region %q", cfg.Region)
			}
			if got := cfg.Retryer().MaxAttempts(); got != 3 {
				t.Errorf("MaxAttempts %d, want 3", got)
			}
			ctx, cancel := context.WithTimeout(context.Background(), time.Second)
			defer cancel()
			creds, err := cfg.Credentials.Retrieve(ctx)
			switch {
			case tc.wantKey == "" && err == nil && creds.AccessKeyID == "test":
				t.Errorf("dummy credentials without a local endpoint")
			case tc.wantKey != "" && (err != nil || creds.AccessKeyID != tc.wantKey):
				t.Errorf("credentials %q (%v), want %q", creds.AccessKeyID, err, tc.wantKey)
			}
		})
	}
}
