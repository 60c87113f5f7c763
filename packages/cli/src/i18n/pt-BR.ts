import type { CrmHttpError, CrmValidationError } from '@crm/client';
import type { Messages } from './en.js';

// Brazilian Portuguese, typed as Messages: a missing or extra entry is a compile error.
// Error sentences are written from the error's fields, never from the client's English text;
// that text only follows as "Detalhe" where it adds something (which value was invalid and why).

const contactProvider = 'se continuar, fale com o provedor do CRM';

export const ptBR: Messages = {
  help: {
    titles: {
      usage: 'Uso:',
      arguments: 'Argumentos:',
      options: 'Opções:',
      globalOptions: 'Opções globais:',
      commands: 'Comandos:',
    },
    choices: 'valores',
    helpOption: 'mostra a ajuda do comando',
    helpCommand: 'mostra a ajuda do comando',
    version: 'mostra o número da versão',
    afterError: '(use --help para ver como usar)',
    footer: `
Configuração:
  CRM_BASE_URL   endereço do serviço, ex.: https://crm.exemplo.com.br (ou --base-url)
  CRM_TOKEN      token da API (ou --token-file <caminho>); nunca é impresso
  CRM_LANG       idioma: pt-BR ou en (padrão: o locale, LC_ALL / LC_MESSAGES / LANG)

Códigos de saída:
  0 ok · 2 uso ou configuração · 3 token recusado (401/403) · 4 não encontrado (404)
  5 serviço falhou ou inacessível (5xx, conexão, tempo esgotado) · 6 limite de requisições (429)
  7 entrada recusada (antes do envio, ou outro 4xx) · 8 resposta fora do contrato · 1 bug`,
  },

  program: {
    description: 'O serviço de CRM no terminal: um subcomando por operação da API.',
    json: 'imprime os resultados como JSON no stdout (para scripts)',
    baseUrl: 'endereço do serviço (padrão: $CRM_BASE_URL)',
    tokenFile: 'lê o token da API deste arquivo (padrão: $CRM_TOKEN)',
    timeout: 'tempo limite por requisição, em milissegundos (padrão 15000)',
    retries: 'novas tentativas de leituras após 429/5xx/erros de conexão (padrão 3; 0 = nenhuma)',
  },

  instances: {
    description: 'conexões de mensagens (instâncias)',
    list: 'lista as instâncias de mensagens e o status delas',
  },

  messages: {
    description: 'mensagens em conversas',
    send: 'envia uma mensagem numa conversa (agora ou agendada)',
    conversationId: 'id da conversa',
    body: 'texto da mensagem',
    internal: 'nota interna, não entregue ao contato',
    schedule: 'envia depois, nesta data-hora ISO 8601',
    replyTo: 'a mensagem que esta responde',
    replyToAttachment: 'o anexo que esta responde',
    attach: 'anexa arquivos por URL (tipo e nome tirados da URL)',
    attachType: 'substitui o tipo de anexo deduzido da URL',
  },

  businesses: {
    description: 'negócios',
    get: 'mostra um negócio',
    delete: 'apaga um negócio (dá para restaurá-lo com `crm businesses restore`)',
    restore: 'restaura negócios apagados',
    attach: 'anexa um documento (por URL) a um negócio',
    id: 'id do negócio',
    ids: 'um ou mais ids de negócio',
    url: 'endereço do documento',
    fileName: 'nome exibido para o documento',
    attachmentDescription: 'o que é o documento',
  },

  leads: {
    description: 'leads: histórico, notas e negócios',
    history: 'mostra o histórico de um lead, uma página ou (--all) todas',
    id: 'id do lead',
    skip: 'registros a pular',
    take: (defaultPageSize) => `registros por página (com --all: padrão ${defaultPageSize})`,
    filter: 'filtra os registros (repetível), ex.: --filter type=NOTE',
    all: 'segue skip/take até buscar todos os registros',
    notes: 'notas de um lead',
    notesList: 'lista as notas de um lead',
    notesAdd: 'adiciona uma nota a um lead',
    note: 'a nota',
    businesses: 'lista os negócios de um lead',
  },

  tags: {
    description: 'etiquetas (tags) de leads e negócios',
    create: 'cria uma etiqueta',
    name: 'nome da etiqueta',
    color: 'cor como #RRGGBB (hexadecimal)',
    tagDescription: 'o que a etiqueta significa',
    randomColor: 'deixa o serviço escolher a cor',
    get: 'mostra uma etiqueta',
    id: 'id da etiqueta',
  },

  activities: {
    description: 'tarefas agendadas em leads e negócios',
    get: 'mostra uma atividade',
    delete: 'apaga uma atividade',
    id: 'id da atividade',
  },

  pipelines: {
    description: 'funis de vendas',
    get: 'mostra um funil',
    id: 'id do funil',
  },

  attendants: {
    description: 'atendentes (usuários do multiatendimento)',
    list: 'lista os atendentes',
    get: 'mostra um atendente',
    id: 'id do atendente',
  },

  products: {
    description: 'produtos',
    get: 'mostra um produto',
    id: 'id do produto',
  },

  lossReasons: {
    description: 'motivos de perda de negócios',
    delete: 'apaga um motivo de perda',
    id: 'id do motivo de perda',
  },

  columns: {
    id: 'id',
    name: 'nome',
    email: 'e-mail',
    phone: 'telefone',
    platform: 'plataforma',
    provider: 'provedor',
    status: 'status',
    active: 'ativa',
    created: 'criado em',
    type: 'tipo',
    attendant: 'atendente',
    text: 'texto',
    total: 'total',
    stage: 'etapa',
  },

  output: {
    summary: (shown, total) =>
      `${shown === 0 ? 'Nenhum registro. ' : ''}Mostrando ${shown} de ${total}.`,
    none: '(nenhum)',
    items: (count) => `${count} ${count === 1 ? 'item' : 'itens'} (veja --json)`,
  },

  done: {
    activityDeleted: (id) => `Atividade ${id} apagada.`,
    businessDeleted: (id) => `Negócio ${id} apagado.`,
    restoreRequested: (ids) =>
      `Restauração pedida para ${ids.length} ${ids.length === 1 ? 'negócio' : 'negócios'}: ${ids.join(', ')}.`,
    lossReasonDeleted: (id) => `Motivo de perda ${id} apagado.`,
    tagCreated: (name) => `Etiqueta "${name}" criada.`,
  },

  notes: {
    pagingStalled: (collected, count) =>
      `O serviço parou de enviar registros novos depois de ${collected} de ${count}; mostrando o que chegou.`,
    toleratedIssues: (count) =>
      count === 1
        ? '1 valor na resposta do serviço tinha um formato inesperado e foi mostrado como veio.'
        : `${count} valores na resposta do serviço tinham um formato inesperado e foram mostrados como vieram.`,
  },

  progress: {
    history: 'histórico',
  },

  usage: {
    noBaseUrl:
      'Nenhum endereço de serviço: defina CRM_BASE_URL (por exemplo https://crm.exemplo.com.br) ou passe --base-url <url>.',
    invalidBaseUrl: (source) =>
      `${source} não é uma URL válida; use um formato como https://crm.exemplo.com.br.`,
    baseUrlNotHttp: (source) => `${source} deve começar com http:// ou https://.`,
    noToken:
      'Nenhum token de API: defina CRM_TOKEN com o seu token ou passe --token-file <caminho> com um arquivo que o contenha.',
    emptyTokenFile: (path) =>
      `O arquivo de token ${path} está vazio; coloque o token da API nele ou defina CRM_TOKEN.`,
    unreadableTokenFile: (path, code) =>
      `Não foi possível ler o arquivo de token ${path} (${code ?? 'erro desconhecido'}); confira o caminho passado em --token-file.`,
    messageNeedsContent:
      'Uma mensagem precisa de texto ou de um anexo: passe --body <texto> e/ou --attach <url>.',
    tagNeedsColor: "Dê uma cor à etiqueta com --color '#RRGGBB' ou passe --random-color.",
  },

  invalidValue: {
    wholeNumber: 'Esperado um número inteiro, como 0 ou 50.',
    positiveNumber: 'Esperado um número maior que 0.',
    keyValue: 'Esperado chave=valor, por exemplo type=NOTE.',
    isoDateTime: 'Esperada uma data-hora ISO 8601 com fuso horário, como 2026-05-01T14:30:00Z.',
    url: 'Esperada uma URL completa, como https://exemplo.com.br/foto.jpg.',
    attachmentUrl: 'Os anexos precisam ser URLs http:// ou https://.',
  },

  errors: {
    auth: (error) =>
      error.status === 401
        ? 'O serviço recusou o token (401). Confira CRM_TOKEN ou --token-file.'
        : `O serviço negou ${error.operationId} para este token (${error.status}). Peça acesso a um administrador, ou use outro token em CRM_TOKEN ou --token-file.`,
    rateLimited: (error) => {
      const wait =
        error.retryAfterMs === undefined
          ? 'um momento'
          : `${Math.ceil(error.retryAfterMs / 1000)} s`;
      return `O serviço está limitando as requisições e recusou ${error.operationId} (429). Aguarde ${wait} e tente de novo.`;
    },
    notFound: (error) =>
      `O serviço não encontrou nada para ${error.operationId} (404). Confira o id; o registro pode ter sido apagado.`,
    serviceFailed: (error) =>
      `O serviço falhou ao tratar ${error.operationId} (${error.status}). Tente de novo em instantes; ${contactProvider}.`,
    rejected: (error, quote) =>
      [rejection(error), quote === undefined ? '' : `O serviço disse: "${quote}".`]
        .filter(Boolean)
        .join(' '),
    timeout: (error) =>
      `O serviço não respondeu ${error.operationId} em ${error.timeoutMs} ms e pode ter recebido a requisição. Dê mais tempo com --timeout <ms> e confira o resultado antes de repetir uma alteração.`,
    network: (error) => {
      const code = error.code === undefined ? '' : ` (${error.code})`;
      return error.requestMayHaveBeenReceived
        ? `A conexão com o serviço caiu durante ${error.operationId}${code}, e o serviço pode ter recebido a requisição. Confira o resultado antes de repetir uma alteração.`
        : `Não foi possível conectar ao serviço para ${error.operationId}${code}. Confira a rede e o endereço em --base-url ou CRM_BASE_URL.`;
    },
    invalid: (error) => `${invalidity(error)} Detalhe: ${error.message}`,
    otherClientError: (error) =>
      `Erro inesperado do cliente do CRM em ${error.operationId}; informe-o junto com o comando que você executou. Detalhe: ${error.message}`,
    unexpected: (detail) =>
      `Erro interno inesperado (${detail}); informe-o junto com o comando que você executou.`,
  },
};

function rejection(error: CrmHttpError): string {
  if (error.status >= 400) {
    return `O serviço recusou ${error.operationId} (${error.status}). Confira os valores enviados.`;
  }
  return `O serviço respondeu ${error.operationId} com um status inesperado (${error.status}). Tente de novo; ${contactProvider}.`;
}

function invalidity(error: CrmValidationError): string {
  if (error.direction === 'request') {
    return `${error.operationId} não foi enviado porque ${error.path} é inválido; corrija o valor e tente de novo.`;
  }
  const where = error.path === '' ? 'a resposta como um todo' : `o campo ${error.path}`;
  return `O serviço respondeu ${error.operationId} com dados fora do contrato da API (${where}). Se era uma alteração, confira se ela foi feita antes de repeti-la; tente --json e, ${contactProvider}.`;
}
