import type { Command } from 'commander';
import type { Instance, InstanceList } from '@crm/client';
import { withClient } from '../with-client.js';
import { t } from '../i18n/index.js';

export function registerInstanceCommands(program: Command): void {
  const instances = program.command('instances').description(t.instances.description);

  instances
    .command('list')
    .description(t.instances.list)
    .action(async (_options: unknown, command: Command) => {
      await withClient(command, async ({ client, output }) => {
        const list = await client.listInstances();
        output.list(hideProviderTokens(list), [
          { header: t.columns.id, path: 'id' },
          { header: t.columns.name, path: 'name' },
          { header: t.columns.platform, path: 'platform' },
          { header: t.columns.provider, path: 'provider' },
          { header: t.columns.status, path: 'status' },
          { header: t.columns.active, path: 'isActive' },
        ]);
      });
    });
}

/** providerInstanceToken is a secret and output often ends up in logs: it is never printed. */
function hideProviderTokens(list: InstanceList): InstanceList {
  return list.data === undefined ? list : { ...list, data: list.data.map(hideProviderToken) };
}

function hideProviderToken(instance: Instance): Instance {
  if (instance.config?.providerInstanceToken === undefined) return instance;
  return { ...instance, config: { ...instance.config, providerInstanceToken: '[hidden]' } };
}
