import { Stack } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { ROUTES, routeKey, type RouteDef } from '../../../functions/routes';
import { HandlerFunction, type Capability, type FunctionResources } from './lambda';

/** Steady and burst request rates of the whole API (per second), before any Lambda runs. */
export const API_THROTTLE = { rateLimit: 50, burstLimit: 100 };

/** What a route's Lambda may do: its manifest grants, plus verifying tokens unless it is public. */
export const routeCapabilities = (route: RouteDef): Capability[] => [
  ...route.grants,
  ...(route.access === 'public' ? [] : (['jwt:verify'] as const)),
];

/** `deals/get-deal` → `DealsGetDeal`. */
export const constructId = (handler: string) =>
  handler
    .split(/[/-]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/**
 * The HTTP API: one Lambda and one route per manifest entry (same route keys as the local
 * server), a throttled `$default` stage with JSON access logs.
 */
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
    new apigwv2.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE,
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(accessLogs),
        format: apigw.AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            time: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latency: '$context.responseLatency',
            integrationLatency: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            responseLength: '$context.responseLength',
          }),
        ),
      },
    });

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
      this.httpApi.addRoutes({
        path: route.path,
        methods: [apigwv2.HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${id}Integration`, handler.function),
      });
    }
  }

  /** `https://<id>.execute-api.<region>.<suffix>` without the scheme, for CloudFront. */
  get domainName() {
    const stack = Stack.of(this);
    return `${this.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }
}
