package admin

import (
	"bytes"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"time"

	"github.com/piiguard/piiguard/shared/policy"
	"github.com/piiguard/piiguard/shared/store"
)

// Prefix is where the admin API is mounted (IAM-authorised in API Gateway).
const Prefix = "/api/admin/v1"

// Handler returns the admin HTTP API:
//
//	POST   /tenants/{tenant}/keys              {"name","plan"} -> 201 {"key":{...},"secret":"pg_..."} (secret shown once)
//	GET    /tenants/{tenant}/keys              -> {"keys":[...]}
//	DELETE /tenants/{tenant}/keys/{id}         revoke -> 204
//	PATCH  /tenants/{tenant}/keys/{id}         {"plan"} -> 200 {"key":{...}} (moves its usage plan)
//	POST   /tenants/{tenant}/keys/sync         repair API Gateway keys -> 200 {"attached","detached","assigned"}
//	GET    /tenants/{tenant}/policies          -> {"policies":[...]}
//	GET    /tenants/{tenant}/policies/{name}   -> policy
//	PUT    /tenants/{tenant}/policies/{name}   policy -> 200 policy
//	DELETE /tenants/{tenant}/policies/{name}   -> 204
//	GET    /tenants/{tenant}/recognizers        -> {"recognizers":[...]}
//	GET    /tenants/{tenant}/recognizers/{name} -> recognizer
//	PUT    /tenants/{tenant}/recognizers/{name} recognizer -> 200 recognizer
//	DELETE /tenants/{tenant}/recognizers/{name} -> 204 (400 while a policy names it)
//	GET    /tenants/{tenant}/allow-lists        -> {"allow_lists":[...]}
//	GET    /tenants/{tenant}/allow-lists/{name} -> allow list
//	PUT    /tenants/{tenant}/allow-lists/{name} {"entries","match"} -> 200 allow list
//	DELETE /tenants/{tenant}/allow-lists/{name} -> 204 (400 while a policy names it)
//	GET    /tenants/{tenant}/audit?from=RFC3339&to=RFC3339&format=csv|jsonl
//	POST   /tenants/{tenant}/jobs              bulk.StartRequest -> 202 {"job","execution_arn"}
//	GET    /tenants/{tenant}/jobs/{id}         -> bulk.Status
func Handler(s *Service, log *slog.Logger) http.Handler {
	if log == nil {
		log = slog.Default()
	}
	h := &handler{s: s, log: log}
	mux := http.NewServeMux()
	p := Prefix + "/tenants/{tenant}"
	mux.HandleFunc("POST "+p+"/keys", h.createKey)
	mux.HandleFunc("GET "+p+"/keys", h.listKeys)
	mux.HandleFunc("DELETE "+p+"/keys/{id}", h.revokeKey)
	mux.HandleFunc("PATCH "+p+"/keys/{id}", h.changePlan)
	mux.HandleFunc("POST "+p+"/keys/sync", h.syncKeys)
	mux.HandleFunc("GET "+p+"/policies", h.listPolicies)
	mux.HandleFunc("GET "+p+"/policies/{name}", h.getPolicy)
	mux.HandleFunc("PUT "+p+"/policies/{name}", h.putPolicy)
	mux.HandleFunc("DELETE "+p+"/policies/{name}", h.deletePolicy)
	mux.HandleFunc("GET "+p+"/recognizers", h.listRecognizers)
	mux.HandleFunc("GET "+p+"/recognizers/{name}", h.getRecognizer)
	mux.HandleFunc("PUT "+p+"/recognizers/{name}", h.putRecognizer)
	mux.HandleFunc("DELETE "+p+"/recognizers/{name}", h.deleteRecognizer)
	mux.HandleFunc("GET "+p+"/allow-lists", h.listAllowLists)
	mux.HandleFunc("GET "+p+"/allow-lists/{name}", h.getAllowList)
	mux.HandleFunc("PUT "+p+"/allow-lists/{name}", h.putAllowList)
	mux.HandleFunc("DELETE "+p+"/allow-lists/{name}", h.deleteAllowList)
	mux.HandleFunc("GET "+p+"/audit", h.exportAudit)
	mux.HandleFunc("POST "+p+"/jobs", h.startJob)
	mux.HandleFunc("GET "+p+"/jobs/{id}", h.jobStatus)
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		writeError(w, http.StatusNotFound, "not_found", "no such admin endpoint")
	})
	return mux
}

type handler struct {
	s   *Service
	log *slog.Logger
}

// maxBody bounds admin request bodies; policies are small.
const maxBody = 64 << 10

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func writeError(w http.ResponseWriter, status int, code, detail string) {
	body := map[string]any{"detail": detail, "error": code, "status_code": status}
	if status == http.StatusServiceUnavailable {
		body["retry_after"] = 2
		w.Header().Set("Retry-After", "2")
	}
	writeJSON(w, status, body)
}

// fail maps store and validation errors to the spec's error body; store
// error texts are logged, not returned.
func (h *handler) fail(w http.ResponseWriter, r *http.Request, err error) {
	switch {
	case errors.Is(err, ErrInvalid):
		writeError(w, http.StatusBadRequest, "validation_error", err.Error())
	case errors.Is(err, store.ErrNotFound):
		writeError(w, http.StatusNotFound, "not_found", "not found")
	case errors.Is(err, store.ErrUnavailable):
		h.log.Error("admin store unavailable", "path", r.URL.Path, "error", err.Error())
		writeError(w, http.StatusServiceUnavailable, "service_unavailable", "store temporarily unavailable; retry")
	default:
		h.log.Error("admin failure", "path", r.URL.Path, "error", err.Error())
		writeError(w, http.StatusInternalServerError, "internal_server_error", "internal error")
	}
}

func decode(r *http.Request, v any) error {
	return decodeLimit(r, v, maxBody)
}

func decodeLimit(r *http.Request, v any, limit int64) error {
	dec := json.NewDecoder(http.MaxBytesReader(nil, r.Body, limit))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return errors.Join(ErrInvalid, errors.New("body is not the expected JSON"))
	}
	return nil
}

func (h *handler) createKey(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Name string     `json:"name"`
		Plan store.Plan `json:"plan"`
	}
	if err := decode(r, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	k, secret, err := h.s.CreateKey(r.Context(), r.PathValue("tenant"), in.Name, in.Plan)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	w.Header().Set("Cache-Control", "no-store") // the secret must not linger in caches
	writeJSON(w, http.StatusCreated, map[string]any{"key": k, "secret": secret})
}

func (h *handler) listKeys(w http.ResponseWriter, r *http.Request) {
	keys, err := h.s.ListKeys(r.Context(), r.PathValue("tenant"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	if keys == nil {
		keys = []store.APIKey{}
	}
	writeJSON(w, http.StatusOK, map[string]any{"keys": keys})
}

func (h *handler) revokeKey(w http.ResponseWriter, r *http.Request) {
	if err := h.s.RevokeKey(r.Context(), r.PathValue("tenant"), r.PathValue("id")); err != nil {
		h.fail(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func (h *handler) changePlan(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Plan store.Plan `json:"plan"`
	}
	if err := decode(r, &in); err != nil {
		h.fail(w, r, err)
		return
	}
	k, err := h.s.ChangePlan(r.Context(), r.PathValue("tenant"), r.PathValue("id"), in.Plan)
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"key": k})
}

func (h *handler) syncKeys(w http.ResponseWriter, r *http.Request) {
	rep, err := h.s.SyncUsageKeys(r.Context(), r.PathValue("tenant"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, rep)
}

func (h *handler) listPolicies(w http.ResponseWriter, r *http.Request) {
	ps, err := h.s.ListPolicies(r.Context(), r.PathValue("tenant"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	if ps == nil {
		ps = []policy.Policy{}
	}
	writeJSON(w, http.StatusOK, map[string]any{"policies": ps})
}

func (h *handler) getPolicy(w http.ResponseWriter, r *http.Request) {
	p, err := h.s.GetPolicy(r.Context(), r.PathValue("tenant"), r.PathValue("name"))
	if err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, p)
}

func (h *handler) putPolicy(w http.ResponseWriter, r *http.Request) {
	var p policy.Policy
	if err := decode(r, &p); err != nil {
		h.fail(w, r, err)
		return
	}
	if p.Name == "" {
		p.Name = r.PathValue("name")
	}
	if p.Name != r.PathValue("name") {
		h.fail(w, r, errors.Join(ErrInvalid, errors.New("body name differs from the path")))
		return
	}
	if err := h.s.PutPolicy(r.Context(), r.PathValue("tenant"), p); err != nil {
		h.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, p)
}

func (h *handler) deletePolicy(w http.ResponseWriter, r *http.Request) {
	if err := h.s.DeletePolicy(r.Context(), r.PathValue("tenant"), r.PathValue("name")); err != nil {
		h.fail(w, r, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func (h *handler) exportAudit(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	from, err1 := time.Parse(time.RFC3339Nano, q.Get("from"))
	to, err2 := time.Parse(time.RFC3339Nano, q.Get("to"))
	if err1 != nil || err2 != nil {
		h.fail(w, r, errors.Join(ErrInvalid, errors.New("from and to must be RFC 3339 times")))
		return
	}
	format := q.Get("format")
	if format == "" {
		format = FormatJSONL
	}
	// Build the export first so a store failure still gets a proper error.
	var buf bytes.Buffer
	if err := h.s.ExportAudit(r.Context(), &buf, r.PathValue("tenant"), from, to, format); err != nil {
		h.fail(w, r, err)
		return
	}
	if format == FormatCSV {
		w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	} else {
		w.Header().Set("Content-Type", "application/x-ndjson")
	}
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(buf.Bytes())
}
