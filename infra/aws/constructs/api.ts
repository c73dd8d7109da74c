import { Stack } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { ROUTES, localizedKeys, routeKey, type Throttle } from '@functions/routes';
import { constructId, routeCapabilities } from '../function-env';
import { HandlerFunction, type FunctionResources } from './lambda';

/** Steady and burst request rates of the whole API (per second), before any Lambda runs. */
export const API_THROTTLE = { rateLimit: 50, burstLimit: 100 };

/** Functions per invoke policy: 40 ARNs of at most 111 characters fit a managed policy's 6,144. */
const INVOKED_PER_POLICY = 40;

/**
 * Steady and burst rates (per second, for all clients together) of each route throttle the
 * manifest declares (`throttle`, functions/routes.ts), below the stage's API_THROTTLE: a flood of
 * sign-ins or uploads answers 429 on that route alone, while the catalogue and the other routes
 * keep the stage's budget. Per-client limits are the WAF's (infra/aws/edge-stack.ts) and the
 * application's (shared/limits.ts).
 */
export const WRITE_THROTTLES: Record<Throttle, { rateLimit: number; burstLimit: number }> = {
  auth: { rateLimit: 5, burstLimit: 10 },
  upload: { rateLimit: 5, burstLimit: 10 },
  interaction: { rateLimit: 20, burstLimit: 40 },
  content: { rateLimit: 10, burstLimit: 20 },
  admin: { rateLimit: 1, burstLimit: 2 },
};

export { routeCapabilities } from '../function-env';

export { constructId } from '../function-env';

/**
 * Fields of the JSON access log. HTTP API access logs take `$context` variables only, no request
 * header, so the viewer address (`CloudFront-Viewer-Address`) cannot be logged here. `ip` is the
 * caller as API Gateway sees it: behind CloudFront the edge, or (AWS's own caveat) whatever
 * X-Forwarded-For, which a client can write, says; never the trusted visitor address. That one is
 * in CloudFront's logs and the WAF's sampled requests; the function's log line has the same requestId.
 */
export const ACCESS_LOG_FORMAT = {
  requestId: '$context.requestId',
  ip: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
  time: '$context.requestTime',
  routeKey: '$context.routeKey',
  status: '$context.status',
  // THROTTLED when a route or the stage throttle answered 429.
  error: '$context.error.responseType',
  latency: '$context.responseLatency',
  integrationLatency: '$context.integrationLatency',
  integrationError: '$context.integrationErrorMessage',
  responseLength: '$context.responseLength',
};

/**
 * The HTTP API: one Lambda and one route per manifest entry (same route keys as the local
 * server; a localized page has a route per language, to its one Lambda), a throttled `$default` stage (plus the throttle each writing route declares) with JSON
 * access logs.
 */
/**
 * A Lambda proxy integration (payload 2.0) that API Gateway invokes with a role of its own
 * (`credentials`) instead of a resource-based permission on the function for each route, as
 * CDK's HttpLambdaIntegration adds: one role for the API rather than a resource per route, in a
 * stack CloudFormation caps at 500 resources.
 */
class InvokeWithRole extends apigwv2.HttpRouteIntegration {
  constructor(
    id: string,
    private readonly fn: IFunction,
    private readonly role: iam.IRole,
  ) {
    super(id);
  }

  bind(): apigwv2.HttpRouteIntegrationConfig {
    return {
      type: apigwv2.HttpIntegrationType.AWS_PROXY,
      uri: this.fn.functionArn,
      payloadFormatVersion: apigwv2.PayloadFormatVersion.VERSION_2_0,
      credentials: apigwv2.IntegrationCredentials.fromRole(this.role),
    };
  }
}

export class Api extends Construct {
  readonly httpApi: apigwv2.HttpApi;
  readonly functions = new Map<string, HandlerFunction>();

  constructor(
    scope: Construct,
    id: string,
    props: {
      resources: FunctionResources;
      /** Settings of the route functions only (not the jobs): the origin-verify value. */
      env: Record<string, string>;
    },
  ) {
    super(scope, id);
    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      description: 'DzDeals API (served only through CloudFront at /api/*, /sitemap.xml, /robots.txt)',
      createDefaultStage: false,
    });
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', { retention: logs.RetentionDays.THREE_MONTHS });
    const stage = new apigwv2.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE,
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(accessLogs),
        format: apigw.AccessLogFormat.custom(JSON.stringify(ACCESS_LOG_FORMAT)),
      },
    });

    // What API Gateway invokes the route functions as: each of them, and nothing else.
    const invoker = new iam.Role(this, 'InvokeRole', {
      assumedBy: new iam.ServicePrincipal('apigateway.amazonaws.com'),
      description: 'API Gateway invoking the route functions of the DzDeals API',
    });
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const route of ROUTES) {
      // Ids from the handler module, so reordering the manifest replaces nothing.
      const id = constructId(route.handler);
      const handler = new HandlerFunction(this, id, {
        handler: route.handler,
        description: routeKey(route),
        capabilities: routeCapabilities(route),
        resources: props.resources,
        env: props.env,
      });
      this.functions.set(routeKey(route), handler);
      const integration = new InvokeWithRole(`${id}Integration`, handler.function, invoker);
      const [httpRoute] = this.httpApi.addRoutes({
        path: route.path,
        methods: [apigwv2.HttpMethod[route.method]],
        integration,
      });
      // A page in every language (RouteDef.localized): `/ar/deals/{id}` is a route of its own to
      // the same function and integration (its handler takes the key as its own).
      for (const key of localizedKeys(route)) {
        this.httpApi.addRoutes({
          path: key.slice(key.indexOf(' ') + 1),
          methods: [apigwv2.HttpMethod[route.method]],
          integration,
        });
      }
      if (route.throttle) {
        const { rateLimit, burstLimit } = WRITE_THROTTLES[route.throttle];
        routeSettings[routeKey(route)] = { ThrottlingRateLimit: rateLimit, ThrottlingBurstLimit: burstLimit };
        // CloudFormation rejects settings for a route that does not exist yet.
        stage.node.addDependency(httpRoute);
      }
    }
    // Each function's ARN, not its versions' (`:*`, which grantInvoke adds), in managed policies
    // of INVOKED_PER_POLICY functions: each stays within the 6,144 characters IAM allows one (a
    // role's inline policies share 10,240, which some 70 routes' ARNs outgrow).
    const handlers = [...this.functions.values()];
    for (let i = 0; i * INVOKED_PER_POLICY < handlers.length; i++) {
      const chunk = handlers.slice(i * INVOKED_PER_POLICY, (i + 1) * INVOKED_PER_POLICY);
      new iam.ManagedPolicy(this, `InvokePolicy${i}`, {
        roles: [invoker],
        statements: [
          new iam.PolicyStatement({
            actions: ['lambda:InvokeFunction'],
            resources: chunk.map((handler) => handler.function.functionArn),
          }),
        ],
      });
    }
    // Route-level settings exist only on the L1 stage (a JSON map keyed by route key).
    (stage.node.defaultChild as apigwv2.CfnStage).routeSettings = routeSettings;
  }

  /** `https://<id>.execute-api.<region>.<suffix>` without the scheme, for CloudFront. */
  get domainName() {
    const stack = Stack.of(this);
    return `${this.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }
}
