import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createTestApp } from '../../test/create-test-app.js';

// The monitoring that deploy/ and compose.yaml set up (docs/deploy.md, "Metrics") reads the
// metrics this app exports by name: renaming one, or an instance, must fail here rather than
// leave an alert that never fires or a panel that stays empty.

const ROOT = join(import.meta.dirname, '../../../../..');
const text = (path: string) => readFileSync(join(ROOT, path), 'utf8');
// biome-ignore lint/suspicious/noExplicitAny: parsed configuration, walked by the assertions
const yamlFile = (path: string): any => parse(text(path));

const JOB = 'arroyo-api';
const DATASOURCE_UID = 'arroyo-prometheus';

const compose = yamlFile('compose.yaml');
const prometheus = yamlFile('deploy/prometheus/prometheus.yml');
const alerts: { alert: string; expr: string; for?: string; labels: Record<string, string> }[] =
  yamlFile('deploy/prometheus/alerts.yml').groups.flatMap(
    (group: { rules: unknown[] }) => group.rules,
  );
const datasources = yamlFile('deploy/grafana/provisioning/datasources/prometheus.yml');
const dashboardProviders = yamlFile('deploy/grafana/provisioning/dashboards/marketplace.yml');
const dashboard = JSON.parse(text('deploy/grafana/dashboards/marketplace.json'));
type Panel = {
  id: number;
  type: string;
  title: string;
  datasource?: { uid: string };
  gridPos: { x: number; w: number };
  targets?: { expr: string; datasource: { uid: string } }[];
};
const panels: Panel[] = dashboard.panels;
const dashboardQueries = panels.flatMap((panel) =>
  (panel.targets ?? []).map((target) => ({ where: panel.title, expr: target.expr })),
);

/** Series Prometheus makes itself: `up` for each target, `ALERTS` for each alert. */
const PROMETHEUS_OWN = ['up', 'ALERTS'];
const PROMQL_WORDS = new Set(['and', 'or', 'unless', 'bool', 'offset']);

/**
 * The metric names a PromQL expression reads: what is left once strings, label matchers,
 * ranges, label lists (`by (…)`) and function names are taken out.
 */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ');
  return [...bare.matchAll(/(?<![\w.$])([A-Za-z_:][\w:]*)(\s*\()?/g)]
    .filter((match) => match[2] === undefined && !PROMQL_WORDS.has(match[1]!))
    .map((match) => match[1]!);
}

const ctx = await createTestApp();

/** Every series name the app exports (a histogram's as Prometheus reads them). */
async function exportedNames(): Promise<Set<string>> {
  const names = new Set(PROMETHEUS_OWN);
  for (const metric of await ctx.app.metrics.getMetricsAsJSON()) {
    names.add(metric.name);
    // The JSON says 'histogram'; prom-client's types call it an enum.
    if (String(metric.type) === 'histogram') {
      for (const part of ['_bucket', '_sum', '_count']) names.add(`${metric.name}${part}`);
    }
  }
  return names;
}

/** compose.yaml's API instances: the services built from the Dockerfile. */
const apiServices = Object.entries(compose.services as Record<string, { build?: string }>)
  .filter(([, service]) => service.build !== undefined)
  .map(([name]) => name);

describe('the monitoring files (deploy/prometheus, deploy/grafana)', () => {
  it('read only metrics the app exports', async () => {
    const exported = await exportedNames();
    const queries = [
      ...alerts.map((rule) => ({ where: rule.alert, expr: rule.expr })),
      ...dashboardQueries,
    ];
    expect(queries.length).toBeGreaterThan(25);
    for (const { where, expr } of queries) {
      const names = metricNames(expr);
      expect(names.length, `${where}: ${expr}`).toBeGreaterThan(0);
      for (const name of names) expect(exported.has(name), `${where} reads ${name}`).toBe(true);
    }
  });

  it('finds the metric names in an expression', () => {
    expect(
      metricNames(
        'histogram_quantile(0.95, sum by (le, route) (rate(http_request_duration_seconds_bucket{job="x",route=~"/a|b"}[5m]))) > 1e3',
      ),
    ).toEqual(['http_request_duration_seconds_bucket']);
    expect(
      metricNames('changes(ready[30m]) > 3 and on (instance) up{job="x"} unless ALERTS offset 5m'),
    ).toEqual(['ready', 'up', 'ALERTS']);
  });

  it('has every alert explained in docs/deploy.md, with a severity and a summary', () => {
    const docs = text('docs/deploy.md');
    expect(alerts.length).toBeGreaterThanOrEqual(10);
    for (const rule of alerts as ((typeof alerts)[number] & {
      annotations: Record<string, string>;
    })[]) {
      expect(['critical', 'warning'], rule.alert).toContain(rule.labels.severity);
      expect(rule.annotations.summary, rule.alert).toBeTruthy();
      expect(rule.annotations.description, rule.alert).toBeTruthy();
      expect(docs.includes(`\`${rule.alert}\``), `${rule.alert} in docs/deploy.md`).toBe(true);
    }
  });

  it("scrapes each of compose.yaml's API instances with the metrics token, and loads the alerts", () => {
    expect(apiServices).toEqual(['api-1', 'api-2']);
    const port = /^EXPOSE (\d+)$/m.exec(text('Dockerfile'))![1];
    const job = prometheus.scrape_configs.find(
      (each: { job_name: string }) => each.job_name === JOB,
    );
    expect(job.metrics_path).toBe('/api/metrics');
    expect(job.static_configs.flatMap((each: { targets: string[] }) => each.targets)).toEqual(
      apiServices.map((name) => `${name}:${port}`),
    );
    for (const name of apiServices) {
      expect(compose.services[name].environment.METRICS_TOKEN).toMatch(/^\$\{METRICS_TOKEN:-\}$/);
    }

    const service = compose.services.prometheus;
    expect(compose.secrets.metrics_token).toEqual({ environment: 'METRICS_TOKEN' });
    expect(service.secrets).toEqual(['metrics_token']);
    expect(job.authorization).toEqual({
      type: 'Bearer',
      credentials_file: '/run/secrets/metrics_token',
    });
    expect(service.volumes).toContain('./deploy/prometheus:/etc/prometheus:ro');
    expect(service.command).toContain('--config.file=/etc/prometheus/prometheus.yml');
    expect(prometheus.rule_files).toEqual(['/etc/prometheus/alerts.yml']);
    // The job every alert and panel names.
    for (const { where, expr } of [
      ...alerts.map((rule) => ({ where: rule.alert, expr: rule.expr })),
      ...dashboardQueries,
    ]) {
      if (!metricNames(expr).every((name) => name === 'ALERTS')) {
        expect(expr, where).toContain(`job="${JOB}"`);
      }
    }
  });

  it('runs Prometheus and Grafana only in the profile, pinned, with nothing published but on the loopback', () => {
    const monitoring = Object.entries(
      compose.services as Record<string, { profiles?: string[]; image: string; ports?: string[] }>,
    ).filter(([, service]) => service.profiles?.includes('monitoring'));
    expect(monitoring.map(([name]) => name).sort()).toEqual(['grafana', 'prometheus']);
    for (const [name, service] of monitoring) {
      expect(service.image, name).toMatch(/^[\w./-]+:v?\d+\.\d+\.\d+$/);
      for (const port of service.ports ?? []) expect(port, name).toMatch(/^127\.0\.0\.1:/);
    }
    expect(compose.services.prometheus.ports).toBeUndefined();
  });

  it('has Grafana read the provisioned Prometheus, and the dashboard from where it is mounted', () => {
    const [source] = datasources.datasources;
    expect(datasources.datasources).toHaveLength(1);
    expect(source).toMatchObject({
      uid: DATASOURCE_UID,
      type: 'prometheus',
      url: 'http://prometheus:9090',
    });
    const grafana = compose.services.grafana;
    const [provider] = dashboardProviders.providers;
    expect(grafana.volumes).toContain(`./deploy/grafana/dashboards:${provider.options.path}:ro`);
    expect(grafana.volumes).toContain('./deploy/grafana/provisioning:/etc/grafana/provisioning:ro');
    expect(grafana.environment.GF_DASHBOARDS_DEFAULT_HOME_DASHBOARD_PATH).toBe(
      `${provider.options.path}/marketplace.json`,
    );

    expect(dashboard.title).toBe('Marketplace');
    expect(new Set(panels.map((panel) => panel.id)).size).toBe(panels.length);
    for (const panel of panels) {
      expect(panel.gridPos.x + panel.gridPos.w, panel.title).toBeLessThanOrEqual(24);
      if (panel.type === 'row') continue;
      expect(panel.datasource?.uid, panel.title).toBe(DATASOURCE_UID);
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
      for (const target of panel.targets ?? []) {
        expect(target.datasource.uid, panel.title).toBe(DATASOURCE_UID);
      }
    }
    for (const variable of dashboard.templating.list) {
      expect(variable.datasource.uid, variable.name).toBe(DATASOURCE_UID);
    }
  });
});
