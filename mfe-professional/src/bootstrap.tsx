import { renderStandalone } from '@physio/ui';
import ProfessionalModule from './remote-module';

renderStandalone(ProfessionalModule);
