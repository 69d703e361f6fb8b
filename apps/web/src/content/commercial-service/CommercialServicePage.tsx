import { CommercialService } from '@zhwy/contracts';
import { ResourcePage } from '../../platform/resource/index.ts';

/** 便民服务管理: the framework's page; a service is known by its name. */
export function CommercialServicePage() {
  return <ResourcePage entity={CommercialService} nameField="title" />;
}
