package stack

import (
	"fmt"
	"strings"

	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/aws-cdk-go/awscdk/v2/awsiam"
	"github.com/aws/aws-cdk-go/awscdk/v2/awskms"
	"github.com/aws/aws-cdk-go/awscdk/v2/awslambda"
	"github.com/aws/aws-cdk-go/awscdk/v2/awslogs"
	"github.com/aws/aws-cdk-go/awscdk/v2/awsstepfunctions"
	"github.com/aws/jsii-runtime-go"

	"github.com/piiguard/piiguard/shared/bulk"
)

// Bulk jobs (docs/SCALE.md): per region a state machine <prefix>-bulk whose
// Distributed Map lists a source prefix (or reads a JSON manifest), batches
// the objects and calls functions/bulk per batch. It exists only when both
// bulkSourceBuckets and bulkDestinationBuckets are set: without buckets a job
// could do nothing, and a role without rights is still a role to review.
//
// The Map states are written as Amazon States Language (CustomState), not
// with CDK's DistributedMap/S3ObjectsItemReader: that reader takes a fixed
// prefix, and with a bucket chosen per job (bucketNamePath) it grants
// s3:ListBucket on every bucket. Here the prefix comes from the job and the
// role gets exactly the named buckets.

// DefaultBulkMaxConcurrency bounds the batches in flight (Distributed Map
// allows 10,000; -c bulkMaxConcurrency=N): each is one bulk function, out of
// the account's Lambda concurrency that the API's functions share.
const DefaultBulkMaxConcurrency = 100

// BulkStateMachineName is the state machine of a deployment in each region.
func BulkStateMachineName(prefix string) string { return prefix + "-bulk" }

func bucketArns(names []string, suffix string) []*string {
	out := make([]*string, len(names))
	for i, n := range names {
		out[i] = jsii.String(fmt.Sprintf("arn:%s:s3:::%s%s", *awscdk.Aws_PARTITION(), n, suffix))
	}
	return out
}

// bulkRetry: throttling and Lambda's own failures back off and retry; a
// batch that failed (our stores or S3 writes, idempotent per object) is
// retried a few times before it counts against the tolerated failures.
var bulkRetry = []map[string]any{
	{"ErrorEquals": []string{"Lambda.TooManyRequestsException", "Lambda.ServiceException", "Lambda.AWSLambdaException", "Lambda.SdkClientException", "Lambda.ClientExecutionTimeoutException"},
		"IntervalSeconds": 2, "MaxAttempts": 8, "BackoffRate": 2, "MaxDelaySeconds": 120, "JitterStrategy": "FULL"},
	{"ErrorEquals": []string{"States.TaskFailed", "States.Timeout"},
		"IntervalSeconds": 10, "MaxAttempts": 3, "BackoffRate": 2, "JitterStrategy": "FULL"},
}

// bulkMap is the Distributed Map state over reader.
func bulkMap(fn awslambda.Function, reader map[string]any, maxConcurrency int) map[string]any {
	return map[string]any{
		"Type":       "Map",
		"ItemReader": reader,
		"ItemBatcher": map[string]any{
			// small objects share a call; a batch must finish in 15 minutes
			"MaxItemsPerBatchPath":  "$.job.objects_per_batch",
			"MaxInputBytesPerBatch": 256 << 10,
			"BatchInput":            map[string]any{"job.$": "$.job"},
		},
		"MaxConcurrency":                 maxConcurrency,
		"ToleratedFailurePercentagePath": "$.job.tolerated_failure_percentage",
		"ItemProcessor": map[string]any{
			// STANDARD children: an object may take the function's 15
			// minutes, more than an EXPRESS child's 5.
			"ProcessorConfig": map[string]any{"Mode": "DISTRIBUTED", "ExecutionType": "STANDARD"},
			"StartAt":         "Process",
			"States": map[string]any{
				"Process": map[string]any{
					"Type":       "Task",
					"Resource":   "arn:aws:states:::lambda:invoke",
					"Parameters": map[string]any{"FunctionName": fn.FunctionArn(), "Payload.$": "$"},
					"OutputPath": "$.Payload",
					"Retry":      bulkRetry,
					"End":        true,
				},
			},
		},
		"ResultWriter": map[string]any{
			"Resource":   "arn:aws:states:::s3:putObject",
			"Parameters": map[string]any{"Bucket.$": "$.job.destination_bucket", "Prefix.$": "$.results_prefix"},
		},
		"ResultPath": "$.map",
		"End":        true,
	}
}

// newBulk adds the bulk function and state machine; fn is built like every
// other function (AccessOf("bulk")) and gets the named buckets here.
func newBulk(st awscdk.Stack, cfg Config, t tables) (awsstepfunctions.StateMachine, awslambda.Function, awskms.Key) {
	fn := newFunction(st, cfg, "bulk", t)
	src, dst := cfg.BulkSourceBuckets, cfg.BulkDestinationBuckets
	fn.AddToRolePolicy(awsiam.NewPolicyStatement(&awsiam.PolicyStatementProps{
		Actions: jsii.Strings("s3:GetObject"), Resources: ptrs(bucketArns(src, "/*")),
	}))
	fn.AddToRolePolicy(awsiam.NewPolicyStatement(&awsiam.PolicyStatementProps{
		Actions:   jsii.Strings("s3:PutObject", "s3:AbortMultipartUpload", "s3:DeleteObject"),
		Resources: ptrs(bucketArns(dst, "/*")),
	}))
	fn.AddEnvironment(jsii.String(bulk.EnvMappingKey), t.kmsKey.KeyArn(), nil)
	suppress(fn.Role(), nagBulkObjects)

	name := BulkStateMachineName(cfg.Prefix)
	role := awsiam.NewRole(st, jsii.String("Role-bulk-statemachine"), &awsiam.RoleProps{
		AssumedBy:   awsiam.NewServicePrincipal(jsii.String("states.amazonaws.com"), nil),
		Description: jsii.String("piiguard bulk state machine"),
	})
	self := fmt.Sprintf("arn:%s:states:%s:%s:stateMachine:%s", *awscdk.Aws_PARTITION(), *st.Region(), *st.Account(), name)
	execs := fmt.Sprintf("arn:%s:states:%s:%s:execution:%s:*", *awscdk.Aws_PARTITION(), *st.Region(), *st.Account(), name)
	for _, s := range []*awsiam.PolicyStatementProps{
		{Actions: jsii.Strings("lambda:InvokeFunction"), Resources: &[]*string{fn.FunctionArn()}},
		// the Distributed Map runs its children as executions of this machine
		{Actions: jsii.Strings("states:StartExecution"), Resources: &[]*string{jsii.String(self)}},
		{Actions: jsii.Strings("states:DescribeExecution", "states:StopExecution"), Resources: &[]*string{jsii.String(execs)}},
		// ItemReader: list the source prefix, or read a manifest
		{Actions: jsii.Strings("s3:ListBucket"), Resources: ptrs(bucketArns(src, ""))},
		{Actions: jsii.Strings("s3:GetObject"), Resources: ptrs(bucketArns(src, "/*"))},
		// ResultWriter
		{Actions: jsii.Strings("s3:PutObject", "s3:GetObject", "s3:ListMultipartUploadParts", "s3:AbortMultipartUpload"),
			Resources: ptrs(bucketArns(dst, "/"+bulk.MetaPrefix+"*"))},
	} {
		role.AddToPolicy(awsiam.NewPolicyStatement(s))
	}

	listing := awsstepfunctions.NewCustomState(st, jsii.String("BulkOverPrefixMap"), &awsstepfunctions.CustomStateProps{
		StateJson: ptr(bulkMap(fn, map[string]any{
			"Resource":   "arn:aws:states:::s3:listObjectsV2",
			"Parameters": map[string]any{"Bucket.$": "$.job.source_bucket", "Prefix.$": "$.job.source_prefix"},
		}, cfg.BulkMaxConcurrency)),
	})
	manifest := awsstepfunctions.NewCustomState(st, jsii.String("BulkOverManifestMap"), &awsstepfunctions.CustomStateProps{
		StateJson: ptr(bulkMap(fn, map[string]any{
			"Resource":     "arn:aws:states:::s3:getObject",
			"ReaderConfig": map[string]any{"InputType": "JSON"},
			"Parameters":   map[string]any{"Bucket.$": "$.job.source_bucket", "Key.$": "$.job.manifest"},
		}, cfg.BulkMaxConcurrency)),
	})
	choice := awsstepfunctions.NewChoice(st, jsii.String("ManifestOrPrefix"), nil).
		When(awsstepfunctions.Condition_IsPresent(jsii.String("$.job.manifest")), manifest, nil).
		Otherwise(listing)

	execKey := awskms.NewKey(st, jsii.String("BulkExecutionData"), &awskms.KeyProps{
		Description:       jsii.String("encrypts piiguard bulk job executions (their input holds the job's parameters)"),
		EnableKeyRotation: jsii.Bool(true),
		RemovalPolicy:     awscdk.RemovalPolicy_RETAIN_ON_UPDATE_OR_DELETE, // like the other keys: executions stay readable for their 90 days
		Alias:             jsii.String("alias/" + cfg.Prefix + "-bulk-executions"),
	})
	logs := awslogs.NewLogGroup(st, jsii.String("Logs-bulk-statemachine"), &awslogs.LogGroupProps{
		Retention:     awslogs.RetentionDays_ONE_MONTH,
		RemovalPolicy: awscdk.RemovalPolicy_DESTROY,
	})
	sm := awsstepfunctions.NewStateMachine(st, jsii.String("Bulk"), &awsstepfunctions.StateMachineProps{
		StateMachineName: jsii.String(name),
		DefinitionBody:   awsstepfunctions.DefinitionBody_FromChainable(choice),
		Role:             role,
		TracingEnabled:   jsii.Bool(true),
		// Execution input and state hold the job's parameters (a hash_key or
		// encryption_key among them): encrypted with a key of their own, as
		// Step Functions' logging adds a log-delivery grant to the key's
		// policy that the tenant data keys' key should not carry.
		EncryptionConfiguration: awsstepfunctions.NewCustomerManagedEncryptionConfiguration(execKey, awscdk.Duration_Minutes(jsii.Number(5))),
		// Execution data holds the job's parameters (a hash_key or
		// encryption_key among them): it stays out of the logs.
		Logs: &awsstepfunctions.LogOptions{Destination: logs, Level: awsstepfunctions.LogLevel_ALL, IncludeExecutionData: jsii.Bool(false)},
	})
	suppress(role, nagBulkStates)
	awscdk.NewCfnOutput(st, jsii.String("BulkStateMachineArn"), &awscdk.CfnOutputProps{Value: sm.StateMachineArn()})
	return sm, fn, execKey
}

func ptrs(v []*string) *[]*string { return &v }

func ptr[T any](v T) *T { return &v }

var nagBulkObjects = nagRule{"AwsSolutions-IAM5", "a bulk job reads any object of the named source buckets and writes any key of the named destination buckets: the objects are chosen per job", nil}

var nagBulkStates = nagRule{"AwsSolutions-IAM5", "a Distributed Map starts its children as executions of its own state machine (execution ids unknown in advance), the ResultWriter writes under the job directory of the named destination buckets, and active tracing needs X-Ray's Resource *", nil}

// grantBulkAdmin lets the admin function start and watch jobs: start this
// machine, describe its executions and Map Runs, and read the job
// directories (summaries) of the destination buckets.
func grantBulkAdmin(admin awslambda.Function, cfg Config, sm awsstepfunctions.StateMachine, key awskms.IKey) {
	st := awscdk.Stack_Of(sm)
	name := BulkStateMachineName(cfg.Prefix)
	arn := func(kind string) *string {
		return jsii.String(fmt.Sprintf("arn:%s:states:%s:%s:%s:%s:*", *awscdk.Aws_PARTITION(), *st.Region(), *st.Account(), kind, name))
	}
	admin.AddEnvironment(jsii.String(bulk.EnvStateMachine), sm.StateMachineArn(), nil)
	admin.AddEnvironment(jsii.String(bulk.EnvSourceBuckets), jsii.String(strings.Join(cfg.BulkSourceBuckets, ",")), nil)
	admin.AddEnvironment(jsii.String(bulk.EnvDestinationBuckets), jsii.String(strings.Join(cfg.BulkDestinationBuckets, ",")), nil)
	for _, s := range []*awsiam.PolicyStatementProps{
		{Actions: jsii.Strings("states:StartExecution"), Resources: &[]*string{sm.StateMachineArn()}},
		{Actions: jsii.Strings("states:DescribeExecution", "states:ListMapRuns"), Resources: &[]*string{arn("execution")}},
		{Actions: jsii.Strings("states:DescribeMapRun"), Resources: &[]*string{arn("mapRun")}},
		{Actions: jsii.Strings("s3:ListBucket"), Resources: ptrs(bucketArns(cfg.BulkDestinationBuckets, "")),
			Conditions: &map[string]any{"StringLike": map[string]any{"s3:prefix": bulk.MetaPrefix + "*"}}},
		{Actions: jsii.Strings("s3:GetObject"), Resources: ptrs(bucketArns(cfg.BulkDestinationBuckets, "/"+bulk.MetaPrefix+"*"))},
		// starting an execution encrypts its input, describing one decrypts it
		{Actions: jsii.Strings("kms:GenerateDataKey", "kms:Decrypt"), Resources: &[]*string{key.KeyArn()},
			Conditions: &map[string]any{"StringEquals": map[string]any{"kms:EncryptionContext:aws:states:stateMachineArn": sm.StateMachineArn()}}},
	} {
		admin.AddToRolePolicy(awsiam.NewPolicyStatement(s))
	}
	suppress(admin.Role(), nagBulkAdmin)
}

var nagBulkAdmin = nagRule{"AwsSolutions-IAM5", "bulk job executions, their Map Runs and per-object summaries have names made per job: the admin role reads those of the bulk state machine and the job directories of the named destination buckets only", nil}
