package entity

// secretTypes are the provider-specific credential types. Each refines
// API_KEY, so a filter or a policy that names API_KEY (or "secret") selects
// all of them; shared/recognizers/secrets finds them.
func secretTypes() []Type {
	ts := []Type{
		{ID: "AWS_ACCESS_KEY_ID", Name: "aws access key id", Aliases: []string{"aws key id"}},
		{ID: "AWS_SECRET_ACCESS_KEY", Name: "aws secret access key", Aliases: []string{"aws secret key"}},
		{ID: "GCP_API_KEY", Name: "google api key", Aliases: []string{"gcp api key"}},
		{ID: "AZURE_STORAGE_KEY", Name: "azure storage account key", Aliases: []string{"azure account key"}},
		{ID: "AZURE_SAS_TOKEN", Name: "azure sas token", Aliases: []string{"azure sas signature"}},
		{ID: "GITHUB_TOKEN", Name: "github token", Aliases: []string{"github pat", "github personal access token"}},
		{ID: "GITLAB_TOKEN", Name: "gitlab token", Aliases: []string{"gitlab pat", "gitlab personal access token"}},
		{ID: "SLACK_TOKEN", Name: "slack token"},
		{ID: "SLACK_WEBHOOK_URL", Name: "slack webhook url", Aliases: []string{"slack webhook"}},
		{ID: "STRIPE_API_KEY", Name: "stripe api key", Aliases: []string{"stripe key"}},
		{ID: "OPENAI_API_KEY", Name: "openai api key", Aliases: []string{"openai key"}},
		{ID: "ANTHROPIC_API_KEY", Name: "anthropic api key", Aliases: []string{"anthropic key"}},
		{ID: "TWILIO_API_KEY", Name: "twilio api key", Aliases: []string{"twilio key"}},
		{ID: "SENDGRID_API_KEY", Name: "sendgrid api key", Aliases: []string{"sendgrid key"}},
		{ID: "NPM_TOKEN", Name: "npm token", Aliases: []string{"npm access token"}},
		{ID: "JWT", Name: "json web token", Aliases: []string{"jwt", "jwt token"}},
	}
	for i := range ts {
		ts[i].Category = Secrets
		ts[i].Parent = "API_KEY"
	}
	return ts
}
