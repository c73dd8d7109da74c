import { App, Stack, Validations } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { FULL_CONFIG, MINIMAL_CONFIG, inspect, nagViolations, synthesize } from './synth';

/** The acknowledgements cdk-nag copied into the template (writeSuppressionsToCloudFormation). */
const acknowledgements = (template: Parameters<typeof inspect>[0]) => {
  const acks = new Map<string, string>();
  for (const r of inspect(template).resources) {
    const nag = r.Metadata?.cdk_nag as { rules_to_suppress?: { id: string; reason: string }[] } | undefined;
    for (const s of nag?.rules_to_suppress ?? []) acks.set(s.id, s.reason);
  }
  return acks;
};

// Synthesized once each: every option set, and nothing optional set (CloudFront's own domain).
const runs: Record<string, Awaited<ReturnType<typeof synthesize>>> = {};
beforeAll(async () => {
  runs.full = await synthesize(FULL_CONFIG, { nag: true });
  runs.minimal = await synthesize(MINIMAL_CONFIG, { nag: true });
}, 120_000);

describe('cdk-nag AwsSolutions', () => {
  it('finds what it should on a careless bucket (the check is live)', () => {
    const app = new App();
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    new s3.Bucket(new Stack(app, 'Careless'), 'Open');
    expect(() => app.synth()).toThrow(/AwsSolutions-S1|AwsSolutions-S10/);
  });

  it.each(['full', 'minimal'])('leaves no unacknowledged finding, error or warning (%s configuration)', (name) => {
    // An error would already have failed the synth; warnings only show in the report.
    expect(nagViolations(runs[name].reportFile)).toEqual([]);
  });

  it('acknowledges each accepted finding with a specific reason', () => {
    const acks = new Map([...acknowledgements(runs.full.template), ...acknowledgements(runs.minimal.template)]);
    expect(acks.size).toBeGreaterThan(5);
    for (const [id, reason] of acks) {
      expect(id).toMatch(/^AwsSolutions-[A-Z]+\d+/);
      expect(reason.length, id).toBeGreaterThan(80);
      expect(reason, id).not.toMatch(/not (required|needed)\.?$|^n\/?a$|^todo/i);
    }
    // Only the certificate-less configuration accepts CloudFront's default TLS policy.
    expect(acknowledgements(runs.full.template).has('AwsSolutions-CFR4')).toBe(false);
    expect(acknowledgements(runs.minimal.template).has('AwsSolutions-CFR4')).toBe(true);
    // Only the configuration without a web ACL accepts a distribution without WAF.
    expect(acknowledgements(runs.full.template).has('AwsSolutions-CFR2')).toBe(false);
    expect(acknowledgements(runs.minimal.template).has('AwsSolutions-CFR2')).toBe(true);
  });

  it('acknowledges wildcards only on the roles that need them', () => {
    const t = inspect(runs.full.template);
    const imageObjects = (r: (typeof t.resources)[number]) =>
      ((r.Metadata?.cdk_nag as { rules_to_suppress?: { id: string }[] })?.rules_to_suppress ?? []).some((s) =>
        s.id.startsWith('AwsSolutions-IAM5[Resource::<StorageImagesBucket'),
      );
    // The finding sits on the role, which holds its statements inline (infra/aws/constructs/lambda.ts).
    const roles = t.ofType('AWS::IAM::Role').filter(imageObjects);
    const described = roles.map(
      (role) => t.functions.find((f) => t.refId(f.Properties.Role) === role.id)?.Properties.Description,
    );
    expect(described.sort()).toEqual(
      [
        'Daily clean-up of orphaned images',
        'POST /api/admin/images/cleanup',
        'POST /api/images',
        'Makes the resized variants of each uploaded image',
      ].sort(),
    );
  });
});
