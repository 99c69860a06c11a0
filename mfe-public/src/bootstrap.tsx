import { renderStandalone } from '@physio/ui';
import PublicModule from './remote-module';

renderStandalone(PublicModule);
