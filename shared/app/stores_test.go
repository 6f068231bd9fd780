package app_test

import (
	"context"
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/app/base"
	"github.com/piiguard/piiguard/shared/auth"
	"github.com/piiguard/piiguard/shared/store/dynamo"
	"github.com/piiguard/piiguard/shared/store/memory"
)

// clearStoreEnv blanks every variable StoresFromEnv and Authorizer read.
func clearStoreEnv(t *testing.T) {
	for _, v := range append(base.DeployedEnv, memory.EnvStore, auth.EnvDevKey, dynamo.EnvEndpoint) {
		t.Setenv(v, "")
	}
}

func TestStoresFromEnv(t *testing.T) {
	for _, tc := range []struct {
		name    string
		env     map[string]string
		backend string // "memory", "dynamo" or "" for an error
		errHas  []string
	}{
		{"nothing set: memory", nil, "memory", nil},
		{"memory selected", map[string]string{memory.EnvStore: "memory"}, "memory", nil},
		{"a table: dynamo", map[string]string{dynamo.EnvAuditTable: "piiguard-audit"}, "dynamo", nil},
		{"memory selected with a table", map[string]string{memory.EnvStore: "memory", dynamo.EnvAuditTable: "piiguard-audit"}, "",
			[]string{dynamo.EnvAuditTable, memory.EnvStore}},
		{"memory selected with the KMS key", map[string]string{memory.EnvStore: "memory", dynamo.EnvKMSKeyID: "arn:aws:kms:eu-central-1:1:key/x"}, "",
			[]string{dynamo.EnvKMSKeyID}},
		{"unknown store", map[string]string{memory.EnvStore: "dynamodb"}, "", []string{`"dynamodb"`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			clearStoreEnv(t)
			t.Setenv("AWS_REGION", "eu-central-1")
			for k, v := range tc.env {
				t.Setenv(k, v)
			}
			st, err := base.StoresFromEnv()
			if tc.backend == "" {
				if err == nil {
					t.Fatalf("no error; keys %T", st.Keys)
				}
				for _, s := range tc.errHas {
					if !strings.Contains(err.Error(), s) {
						t.Errorf("error %q does not name %s", err, s)
					}
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			_, isMemory := st.Keys.(*memory.Store)
			_, isDynamo := st.Keys.(*dynamo.Store)
			if tc.backend == "memory" && !isMemory || tc.backend == "dynamo" && !isDynamo {
				t.Errorf("keys %T, want %s", st.Keys, tc.backend)
			}
		})
	}
}

// The development key works only in the explicitly selected memory store.
func TestAuthorizerDevelopmentKey(t *testing.T) {
	const dev = "pg_devDevDevDevDevDevDevDevDevDevDevDevDev0"
	for _, tc := range []struct {
		name  string
		env   map[string]string
		allow bool   // the dev key is accepted
		err   string // cold-start error, if any
	}{
		{"memory selected", map[string]string{memory.EnvStore: "memory", auth.EnvDevKey: dev}, true, ""},
		{"memory selected, no dev key", map[string]string{memory.EnvStore: "memory"}, false, ""},
		{"dev key without the memory switch", map[string]string{auth.EnvDevKey: dev}, false, memory.EnvStore},
		{"dev key with a keys table", map[string]string{auth.EnvDevKey: dev, dynamo.EnvKeysTable: "piiguard-keys"}, false, memory.EnvStore},
		{"dev key, memory and a keys table", map[string]string{auth.EnvDevKey: dev, memory.EnvStore: "memory", dynamo.EnvKeysTable: "piiguard-keys"}, false, dynamo.EnvKeysTable},
		{"dev key too long", map[string]string{memory.EnvStore: "memory", auth.EnvDevKey: strings.Repeat("k", 257)}, false, "development key"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			clearStoreEnv(t)
			t.Setenv("AWS_REGION", "eu-central-1")
			for k, v := range tc.env {
				t.Setenv(k, v)
			}
			h, err := base.Authorizer()
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("cold start error %v, want one naming %s", err, tc.err)
				}
				if strings.Contains(err.Error(), dev) {
					t.Errorf("the error shows the key: %v", err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			resp, err := h(context.Background(), authorizerEvent(dev))
			if allowed := err == nil; allowed != tc.allow {
				t.Fatalf("dev key allowed %v, want %v (%v)", allowed, tc.allow, err)
			}
			if tc.allow && (resp.PrincipalID != auth.DevTenant || resp.Context[auth.CtxTenant] != auth.DevTenant ||
				resp.PolicyDocument.Statement[0].Effect != "Allow") {
				t.Errorf("answer %+v", resp)
			}
			if _, err := h(context.Background(), authorizerEvent(dev+"x")); err == nil || err.Error() != "Unauthorized" {
				t.Errorf("another key: %v, want Unauthorized", err)
			}
		})
	}
}
