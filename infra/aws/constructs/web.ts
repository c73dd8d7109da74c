import { Duration } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { API_CSP, WEB_CSP, securityHeaders } from '@shared/security-headers';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_CODES, pathInLanguage } from '@shared/i18n/languages';
import { APP_SHELLS, languageFile, ORIGIN_PLACEHOLDER, PWA_FILES, STATIC_PAGE_SHELLS } from '@shared/page-shells';
import { HOME_PATHS, isScreenPath, SHELL_RULES, shellFor, STATIC_DEAL_SCREENS } from '@shared/spa-fallback';
import { HOME_PARAMS, HOME_QUERY_RULES, normalizeHomePairs } from '@shared/home-query';

export interface WebProps {
  webBucket: s3.IBucket;
  imagesBucket: s3.IBucket;
  logsBucket: s3.IBucket;
  /** The HTTP API's host name (`<id>.execute-api.<region>.amazonaws.com`). */
  apiDomain: string;
  /** The value CloudFront sends the API in ORIGIN_VERIFY_HEADER (a dynamic reference to a secret). */
  originVerify: string;
  /** The built SPA (web/dist). */
  webDir: string;
  domainName?: string;
  certificateArn?: string;
  /** The WAF web ACL in front of the distribution (CloudFront scope, us-east-1; infra/aws/edge-stack.ts). */
  webAclArn?: string;
}

/**
 * The header CloudFront adds to every request it sends the API; the HTTP wrapper answers 403
 * when it does not carry ORIGIN_VERIFY_SECRET, so execute-api cannot be called directly. A viewer
 * cannot forge it: CloudFront replaces a viewer header of the same name with its own value.
 */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** The id of the API's origin in the distribution: the viewer-request function sends Home there by it. */
export const API_ORIGIN_ID = 'api';

/**
 * CloudFront's viewer-request function of the default behaviour, from the very rules of the
 * shared modules (their source and tables are embedded):
 * - Home (`/`, and `/ar`, `/ar/` made `/ar`: HOME_PATHS of shared/spa-fallback.ts) goes to its
 *   page's Lambda through the API's origin (`selectRequestOriginById`: that origin's settings,
 *   its x-origin-verify header among them), its query normalised by `normalizeHomePairs`
 *   (shared/home-query.ts; the cache key holds nothing else);
 * - any other path is the SPA (shared/spa-fallback.ts): a screen path serves its shell (in its
 *   path's language: `/ar/login` the Arabic app shell), a file path its object, without its
 *   query (S3 ignores it; it would only split the cache).
 * The query's names and values reach the function percent-encoded as the viewer sent them: they
 * are decoded (`+` as a space, as URLSearchParams does) before the shared rule and encoded again.
 */
export function siteRouterCode() {
  return [
    // The module of the origin helpers: the first line, JavaScript runtime 2.0 only.
    "import cf from 'cloudfront';",
    `var isScreenPath = ${isScreenPath.toString()};`,
    `var shellFor = ${shellFor.toString()};`,
    `var shellRules = ${JSON.stringify(SHELL_RULES)};`,
    `var homes = ${JSON.stringify(HOME_PATHS)};`,
    `var normalizeHomePairs = ${normalizeHomePairs.toString()};`,
    `var homeRules = ${JSON.stringify(HOME_QUERY_RULES)};`,
    'function decode(text) {',
    "  try { return decodeURIComponent(text.replace(/\\+/g, ' ')); } catch (e) { return text; }",
    '}',
    'function homeQuery(querystring) {',
    '  var pairs = [];',
    '  Object.keys(querystring || {}).forEach(function (name) {',
    '    pairs.push([decode(name), decode(querystring[name].value || "")]);',
    '  });',
    '  var out = {};',
    '  normalizeHomePairs(pairs, homeRules).forEach(function (pair) {',
    '    out[encodeURIComponent(pair[0])] = { value: encodeURIComponent(pair[1]) };',
    '  });',
    '  return out;',
    '}',
    'function handler(event) {',
    '  var request = event.request;',
    '  if (Object.prototype.hasOwnProperty.call(homes, request.uri)) {',
    '    request.uri = homes[request.uri];',
    '    request.querystring = homeQuery(request.querystring);',
    `    cf.selectRequestOriginById(${JSON.stringify(API_ORIGIN_ID)});`,
    '    return request;',
    '  }',
    '  request.querystring = {};',
    '  if (isScreenPath(request.uri)) request.uri = shellFor(request.uri, shellRules);',
    '  return request;',
    '}',
  ].join('\n');
}

/** CloudFront's form of shared/security-headers.ts; an unknown header fails the synth, never drops silently. */
export function securityHeadersBehavior(csp: string): cloudfront.ResponseSecurityHeadersBehavior {
  const { 'content-security-policy': policy, ...rest } = securityHeaders(csp);
  const behavior: { -readonly [K in keyof cloudfront.ResponseSecurityHeadersBehavior]: unknown } = {
    contentSecurityPolicy: { contentSecurityPolicy: policy, override: true },
  };
  for (const [name, value] of Object.entries(rest)) {
    if (name === 'strict-transport-security') {
      const maxAge = /max-age=(\d+)/i.exec(value)?.[1];
      if (!maxAge) throw new Error(`HSTS without max-age: ${value}`);
      behavior.strictTransportSecurity = {
        accessControlMaxAge: Duration.seconds(Number(maxAge)),
        includeSubdomains: /includeSubDomains/i.test(value),
        preload: /preload/i.test(value),
        override: true,
      };
    } else if (name === 'x-content-type-options') {
      if (value !== 'nosniff') throw new Error(`CloudFront only sends x-content-type-options: nosniff, not ${value}`);
      behavior.contentTypeOptions = { override: true };
    } else if (name === 'x-frame-options') {
      const option = cloudfront.HeadersFrameOption[value.toUpperCase() as keyof typeof cloudfront.HeadersFrameOption];
      if (!option) throw new Error(`Unsupported x-frame-options: ${value}`);
      behavior.frameOptions = { frameOption: option, override: true };
    } else if (name === 'referrer-policy') {
      const policy = Object.values(cloudfront.HeadersReferrerPolicy).find((p) => p === value);
      if (!policy) throw new Error(`Unsupported referrer-policy: ${value}`);
      behavior.referrerPolicy = { referrerPolicy: policy, override: true };
    } else {
      throw new Error(`security header ${name} has no CloudFront translation (infra/aws/constructs/web.ts)`);
    }
  }
  return behavior as cloudfront.ResponseSecurityHeadersBehavior;
}

/**
 * CloudFront in front of everything: the SPA (default, and the deal form screens), Home and the
 * deal, member and merchant pages rendered by the API in each language (`/`, `/ar` through the
 * default behaviour's function, `/deals/*`, `/membres/*`, `/marchands/*`, and each under `/ar`), the API
 * (`/api/*`), the images (`/images/*`) and the sitemap and robots routes, with the security
 * headers on every answer; plus the deployment of the built SPA to its bucket.
 */
export class Web extends Construct {
  readonly distribution: cloudfront.Distribution;
  /** The site's public origin, e.g. https://deals.example.dz or https://d123.cloudfront.net. */
  readonly siteUrl: string;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);
    const headers = (hid: string, csp: string) =>
      new cloudfront.ResponseHeadersPolicy(this, hid, { securityHeadersBehavior: securityHeadersBehavior(csp) });
    const webHeaders = headers('WebHeaders', WEB_CSP);
    const apiHeaders = headers('ApiHeaders', API_CSP);

    const webOrigin = origins.S3BucketOrigin.withOriginAccessControl(props.webBucket);
    const imagesOrigin = origins.S3BucketOrigin.withOriginAccessControl(props.imagesBucket);
    const apiOrigin = new origins.HttpOrigin(props.apiDomain, {
      protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerify },
      // Named, so the site's viewer-request function can send Home to it (siteRouterCode).
      originId: API_ORIGIN_ID,
    });

    const spaFallback = new cloudfront.Function(this, 'SpaFallback', {
      code: cloudfront.FunctionCode.fromInline(siteRouterCode()),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Home to its Lambda, its query normalised; screen paths serve a shell (shared/spa-fallback.ts)',
    });
    // Image names are random and never reused (uploads are immutable): cache for a year.
    const imagesCache = new cloudfront.CachePolicy(this, 'ImagesCache', {
      comment: 'Uploaded images: immutable, one year',
      minTtl: Duration.days(1),
      defaultTtl: Duration.days(365),
      maxTtl: Duration.days(365),
    });
    // The handlers may say otherwise with Cache-Control; an hour keeps crawlers off the table.
    const siteFilesCache = new cloudfront.CachePolicy(this, 'SiteFilesCache', {
      comment: 'sitemap.xml and robots.txt',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.hours(1),
      maxTtl: Duration.days(1),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const apiBehavior: cloudfront.BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      // AWS's managed AllViewerExceptHostHeader: every viewer header but Host (API Gateway answers
      // 403 to a Host not its own), all query strings and cookies (the site sets none), and the
      // CloudFront viewer headers, among them CloudFront-Viewer-Address (`ip:port`, set by
      // CloudFront), the client address the API rate-limits by. No custom policy can do as much:
      // an allow list may not name Authorization (CloudFront takes it only in a cache key, and the
      // API is not cached), `allExcept` cannot add CloudFront headers, the all-viewer forms send Host.
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: apiHeaders,
    };
    // Deal, member and merchant pages, rendered by the API for crawlers and link previews (functions/site/render-*-page.ts),
    // kept as long as their Cache-Control says (s-maxage) and never longer than 5 minutes. The key
    // holds the path only: the answer is the guest's page whoever asks, and tracking parameters
    // (?fbclid=…) do not split the cache.
    const dealPagesCache = new cloudfront.CachePolicy(this, 'DealPagesCache', {
      comment: 'Server-rendered deal pages: as the handler says, at most 5 minutes',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.minutes(5),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const pagesBehavior: cloudfront.BehaviorOptions = {
      ...apiBehavior,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: dealPagesCache,
      responseHeadersPolicy: webHeaders,
    };
    // The default behaviour's: the bucket's files as long as their Cache-Control says (a year for
    // the hashed assets, revalidated for the rest), and Home, rendered by its Lambda (the viewer-
    // request function sends `/` there), as long as its s-maxage says (a minute, then served stale
    // while read again). Its key: the path and Home's parameters, which the function normalises
    // and drops from every other path. No minimum: a `private, no-store` answer is never kept.
    const siteCache = new cloudfront.CachePolicy(this, 'SiteCache', {
      comment: "The site's files as they say; Home keyed on its normalised query",
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.days(1),
      maxTtl: Duration.days(365),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.allowList(...HOME_PARAMS),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const spaBehavior: cloudfront.BehaviorOptions = {
      origin: webOrigin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: siteCache,
      responseHeadersPolicy: webHeaders,
      functionAssociations: [{ function: spaFallback, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
    };
    const siteFileBehavior: cloudfront.BehaviorOptions = {
      ...apiBehavior,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: siteFilesCache,
    };

    const certificate = props.certificateArn
      ? acm.Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn)
      : undefined;
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'DzDeals',
      // No default root object: CloudFront would turn `/` into `/index.html` before the viewer-
      // request function, and Home would never reach its Lambda. The function serves `/`.
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      // North America and Europe edges: Algeria is served from the European ones.
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      ...(certificate && props.domainName
        ? {
            certificate,
            domainNames: [props.domainName],
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      // The web ACL is evaluated before the cache and every behaviour, so it guards the API too.
      ...(props.webAclArn ? { webAclId: props.webAclArn } : {}),
      enableLogging: true,
      logBucket: props.logsBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: spaBehavior,
      // In this order of precedence: the deal form screens before the deal pages they would match.
      additionalBehaviors: {
        ...Object.fromEntries(STATIC_DEAL_SCREENS.map((pattern) => [pattern, spaBehavior])),
        // Deal, member and merchant pages (functions/site/render-*-page.ts) in each language:
        // `/deals/*`, `/membres/*`, `/marchands/*`, `/ar/deals/*`, `/ar/membres/*`, `/ar/marchands/*`.
        ...Object.fromEntries(
          LANGUAGE_CODES.flatMap((lang) =>
            ['/deals/*', '/membres/*', '/marchands/*'].map((pattern) => [pathInLanguage(pattern, lang), pagesBehavior]),
          ),
        ),
        '/api/*': apiBehavior,
        '/images/*': {
          origin: imagesOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: imagesCache,
          responseHeadersPolicy: webHeaders,
          compress: false,
        },
        '/sitemap.xml': siteFileBehavior,
        '/robots.txt': siteFileBehavior,
      },
    });
    this.siteUrl = `https://${props.domainName ?? this.distribution.distributionDomainName}`;

    // Hashed assets are immutable and kept across deploys (an open tab may still load old
    // chunks); everything else (index.html...) is revalidated on every request.
    new s3deploy.BucketDeployment(this, 'DeployAssets', {
      sources: [s3deploy.Source.asset(props.webDir)],
      destinationBucket: props.webBucket,
      exclude: ['*'],
      include: ['assets/*'],
      cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
      prune: false,
    });
    const revalidate = [s3deploy.CacheControl.fromString('public, max-age=0, must-revalidate')];
    // The other files: icons, the web manifests, the service worker, the offline pages (HTML
    // files, but no shells)... `no-cache`: a browser that kept an old worker or manifest would
    // hold the installed app back a version.
    new s3deploy.BucketDeployment(this, 'DeployPages', {
      sources: [s3deploy.Source.asset(props.webDir)],
      destinationBucket: props.webBucket,
      exclude: ['assets/*', '*.html'],
      include: LANGUAGE_CODES.map((lang) => languageFile(PWA_FILES.offlinePage, lang)),
      cacheControl: [s3deploy.CacheControl.noCache()],
      prune: false,
    });
    // The shells' absolute URLs (og:image, og:url, canonical) name the site, known at deploy time.
    const shells = [...Object.keys(STATIC_PAGE_SHELLS), ...Object.values(APP_SHELLS)];
    new s3deploy.BucketDeployment(this, 'DeployShells', {
      sources: shells.map((file) =>
        s3deploy.Source.data(
          file,
          readFileSync(join(props.webDir, file), 'utf8').replaceAll(ORIGIN_PLACEHOLDER, this.siteUrl),
        ),
      ),
      destinationBucket: props.webBucket,
      contentType: 'text/html; charset=utf-8',
      cacheControl: revalidate,
      prune: false,
    });
  }
}
