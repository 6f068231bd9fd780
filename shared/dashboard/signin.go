// Package dashboard is the account dashboard a tenant's administrators (and
// the deployment's operators) use in a browser: API keys, policies, usage,
// audit export and endpoints. It is served under Prefix by the local server
// (make run) and by the dashboard Lambda function in AWS.
//
// Who is signed in is not decided here: a SignIn does it. The local server
// uses a development sign-in (the development administrator, no password);
// the deployed function uses Amazon Cognito (package dashboard/cognito).
package dashboard

import "net/http"

// Prefix is where the dashboard is mounted, beside /api/public/v1.
const Prefix = "/dashboard"

// Identity is who a dashboard request acts for.
type Identity struct {
	Subject  string // stable user id: the Cognito "sub", or "dev-admin" locally
	Email    string
	Tenant   string // the one tenant this user administers ("" for an operator bound to none)
	Operator bool   // member of the operator group: may see and export every tenant
}

// SignIn establishes who is calling.
type SignIn interface {
	// Identify returns the caller of r, or ok=false when r carries no valid,
	// unexpired session.
	Identify(r *http.Request) (id Identity, ok bool)
	// Mount registers the sign-in flow's own endpoints (for example
	// Prefix+"/auth/callback" and Prefix+"/auth/signout") on mux.
	Mount(mux *http.ServeMux)
	// SignInURL is where a request without a session is sent; next is the
	// dashboard path (starting with Prefix) to come back to afterwards.
	SignInURL(next string) string
	// SignOut ends the session of r (clears its cookie) and returns where to
	// send the browser next.
	SignOut(w http.ResponseWriter, r *http.Request) (redirect string)
}
