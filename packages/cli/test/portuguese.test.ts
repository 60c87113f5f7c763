import { existsSync } from 'node:fs';
import { startMock, type RunningMock } from '@crm/mock';
import { closedPortUrl } from '@crm/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPagedHistory } from './paged-history.js';
import {
  answer,
  parseJson,
  runCrm,
  runCrmOnTerminal,
  runsAgainstLocalServer,
  testToken,
  type CrmRun,
  type RunOptions,
} from './run-crm.js';

/** The two ways a Brazilian user gets Portuguese: the CLI's own variable, or the system locale. */
const portuguese = { CRM_LANG: 'pt-BR' } as const;
const brazilianLocale = { CRM_LANG: undefined, LANG: 'pt_BR.UTF-8' } as const;

function crmPt(args: readonly string[], options: RunOptions = {}): Promise<CrmRun> {
  return runCrm(args, { ...options, env: { ...portuguese, ...options.env } });
}

/** One line on stderr, nothing on stdout, and none of the client's English sentence. */
function expectPortugueseError(run: CrmRun): void {
  expect(run.stdout).toBe('');
  expect(run.stderr).toMatch(/^crm: [^\n]+\.\n$/);
  expect(run.stderr).not.toMatch(/The CRM service|Could not connect|The token comes from/);
}

describe('help in Portuguese', () => {
  it.each([
    ['CRM_LANG=pt-BR', portuguese],
    ['LANG=pt_BR.UTF-8', brazilianLocale],
  ])('crm --help with %s', async (_name, env) => {
    const run = await runCrm(['--help'], { env });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Uso: crm');
    expect(run.stdout).toContain('Opções:');
    expect(run.stdout).toContain('Comandos:');
    expect(run.stdout).toContain('mostra a ajuda do comando');
    expect(run.stdout).toContain('imprime os resultados como JSON');
    expect(run.stdout).toContain('motivos de perda de negócios');
    expect(run.stdout).toContain('Códigos de saída:');
    expect(run.stdout).not.toMatch(/Options:|Exit codes:|display help|output the version/);
  });

  it('a subcommand: arguments, options and the choices of --attach-type', async () => {
    const run = await crmPt(['messages', 'send', '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Argumentos:');
    expect(run.stdout).toContain('id da conversa');
    expect(run.stdout).toContain('nota interna, não entregue ao contato');
    expect(run.stdout).toMatch(/\(valores: "IMAGE", "VIDEO", "AUDIO",\s+"FILE"\)/);
    expect(run.stdout).not.toContain('choices');
  });

  it('a usage error keeps exit code 2 and points to --help in Portuguese', async () => {
    const run = await crmPt(['leads', 'history', 'lead_1', '--take', 'many']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Esperado um número inteiro, como 0 ou 50.');
    expect(run.stderr).toContain('(use --help para ver como usar)');
  });

  it('CRM_LANG=en wins over a Brazilian locale, and LC_ALL wins over LANG', async () => {
    const chosen = await runCrm(['--help'], { env: { CRM_LANG: 'en', LANG: 'pt_BR.UTF-8' } });
    expect(chosen.stdout).toContain('Exit codes:');
    const lcAll = await runCrm(['--help'], {
      env: { CRM_LANG: undefined, LC_ALL: 'C', LANG: 'pt_BR.UTF-8' },
    });
    expect(lcAll.stdout).toContain('Exit codes:');
  });
});

describe('results in Portuguese against the Prism mock', () => {
  let mock: RunningMock;
  beforeAll(async () => {
    mock = await startMock();
  });
  afterAll(async () => {
    await mock.close();
  });

  it('a table with Portuguese headers and summary', async () => {
    const run = await crmPt(['instances', 'list'], { baseUrl: mock.url });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Loja Online - Vendas');
    expect(run.stdout).toMatch(/\bplataforma\b.*\bprovedor\b.*\bativa\b/);
    expect(run.stdout).toContain('Mostrando 1 de 1.');
    expect(run.stdout).not.toContain('Showing');
  });

  it('the Brazilian locale alone is enough', async () => {
    const run = await runCrm(['attendants', 'list'], { baseUrl: mock.url, env: brazilianLocale });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Mostrando \d+ de \d+\./);
  });

  it('a confirmation sentence', async () => {
    const run = await crmPt(['loss-reasons', 'delete', 'lr_0c6f95'], { baseUrl: mock.url });
    expect(run).toMatchObject({
      code: 0,
      stdout: 'Motivo de perda lr_0c6f95 apagado.\n',
      stderr: '',
    });
  });

  it('--json stays language-neutral: the same output as in English', async () => {
    for (const args of [
      ['--json', 'instances', 'list'],
      ['--json', 'businesses', 'delete', 'biz_2b81d4'],
    ]) {
      const inPortuguese = await crmPt(args, { baseUrl: mock.url });
      const inEnglish = await runCrm(args, { baseUrl: mock.url });
      expect(inPortuguese.code).toBe(0);
      expect(parseJson(inPortuguese)).toEqual(parseJson(inEnglish));
    }
  });
});

describe('error sentences in Portuguese, built from the error class', () => {
  const local = runsAgainstLocalServer(crmPt);
  const { against } = local;

  it('401: the token was refused', async () => {
    const run = await against(answer(401, { message: 'Unauthorized' }), 'tags', 'get', 'tag_1');
    expect(run.code).toBe(3);
    expectPortugueseError(run);
    expect(run.stderr).toBe(
      'crm: O serviço recusou o token (401). Confira CRM_TOKEN ou --token-file.\n',
    );
  });

  it('403: no access for this token', async () => {
    const run = await against(answer(403, {}), 'tags', 'get', 'tag_1');
    expect(run.code).toBe(3);
    expectPortugueseError(run);
    expect(run.stderr).toContain('negou getTag para este token (403)');
  });

  it('404: nothing found', async () => {
    const run = await against(answer(404, { message: 'Not Found' }), 'businesses', 'get', 'biz_x');
    expect(run.code).toBe(4);
    expectPortugueseError(run);
    expect(run.stderr).toContain('não encontrou nada para getBusiness (404). Confira o id');
  });

  it('429: how long to wait, from Retry-After', async () => {
    const run = await against(
      answer(429, { message: 'Too Many Requests' }, { 'retry-after': '7' }),
      'attendants',
      'list',
    );
    expect(run.code).toBe(6);
    expectPortugueseError(run);
    expect(run.stderr).toContain('(429). Aguarde 7 s e tente de novo.');
  });

  it('5xx: the service failed', async () => {
    const run = await against(answer(503, {}), 'pipelines', 'get', 'pip_1');
    expect(run.code).toBe(5);
    expectPortugueseError(run);
    expect(run.stderr).toContain('O serviço falhou ao tratar getPipeline (503)');
  });

  it('another 4xx: rejected, quoting what the service said', async () => {
    const run = await against(
      answer(400, { message: 'note must not be empty' }),
      'leads',
      'notes',
      'add',
      'lead_1',
      '--note',
      ' ',
    );
    expect(run.code).toBe(7);
    expectPortugueseError(run);
    expect(run.stderr).toContain('O serviço recusou addLeadNote (400)');
    expect(run.stderr).toContain('O serviço disse: "note must not be empty".');
  });

  it('time-out: names --timeout', async () => {
    const run = await against(() => undefined, '--timeout', '300', 'products', 'get', 'sku_1');
    expect(run.code).toBe(5);
    expectPortugueseError(run);
    expect(run.stderr).toContain('não respondeu getProduct em 300 ms');
    expect(run.stderr).toContain('--timeout <ms>');
  });

  it('network: nothing listens at the address', async () => {
    const run = await crmPt(['--retries', '0', 'instances', 'list'], {
      baseUrl: await closedPortUrl(),
    });
    expect(run.code).toBe(5);
    expectPortugueseError(run);
    expect(run.stderr).toContain('Não foi possível conectar ao serviço para listInstances');
    expect(run.stderr).toContain('--base-url ou CRM_BASE_URL');
  });

  it('input rejected by the client: the path, then the detail', async () => {
    const run = await against(
      answer(201, {}),
      'tags',
      'create',
      '--name',
      'VIP',
      '--color',
      'blue',
    );
    expect(run.code).toBe(7);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(
      /^crm: createTag não foi enviado porque body\.color é inválido; corrija o valor e tente de novo\. Detalhe: .+\n$/,
    );
    expect(local.requests).toHaveLength(0);
  });
});

describe('configuration errors in Portuguese', () => {
  it('missing CRM_TOKEN (through the Brazilian locale)', async () => {
    const run = await runCrm(['instances', 'list'], {
      baseUrl: 'http://127.0.0.1:9',
      token: null,
      env: brazilianLocale,
    });
    expect(run.code).toBe(2);
    expectPortugueseError(run);
    expect(run.stderr).toContain('Nenhum token de API: defina CRM_TOKEN');
  });

  it('missing CRM_BASE_URL and a bad option value', async () => {
    const noAddress = await crmPt(['instances', 'list']);
    expect(noAddress.code).toBe(2);
    expect(noAddress.stderr).toContain('Nenhum endereço de serviço: defina CRM_BASE_URL');
    const noColour = await crmPt(['tags', 'create', '--name', 'VIP'], {
      baseUrl: 'http://127.0.0.1:9',
    });
    expect(noColour.code).toBe(2);
    expect(noColour.stderr).toContain("Dê uma cor à etiqueta com --color '#RRGGBB'");
  });
});

// util-linux `script` gives the command a pseudo-terminal, the only way to see the progress bar.
describe.skipIf(!existsSync('/usr/bin/script'))('progress bar in Portuguese', () => {
  it('is labelled "histórico"', async () => {
    const server = await startPagedHistory();
    try {
      const stdout = await runCrmOnTerminal(
        ['--json', 'leads', 'history', 'lead_1', '--all'],
        server.url,
        { LANG: 'pt_BR.UTF-8' },
      );
      expect(stdout).toMatch(/histórico \|.*\| \d+\/120/);
      expect(stdout).not.toContain(testToken);
    } finally {
      await server.close();
    }
  });
});
