import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { FixedWindowLimiter } from '../common/rate-limit/fixed-window-limiter';
import type { ContactMessageDto } from './dto/contact-message.dto';
import { ContactMessage } from './entities/contact-message.entity';

/** Five messages per address per ten minutes is plenty for a person and stops a flood. */
const CONTACT_LIMIT = 5;
const CONTACT_WINDOW_MS = 10 * 60_000;

@Injectable()
export class ContactService {
  private readonly logger = new Logger(ContactService.name);
  private readonly limiter = new FixedWindowLimiter(
    CONTACT_LIMIT,
    CONTACT_WINDOW_MS,
    'You have sent several messages in a short time. Please wait a few minutes and try again.',
  );

  constructor(@InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>) {}

  async receive(dto: ContactMessageDto, clientIp: string): Promise<{ message: string }> {
    this.limiter.hit(clientIp);
    const saved = await this.messages.save(this.messages.create({ ...dto, createdAt: new Date() }));
    this.logger.log(`Contact message ${saved.id} received`);
    return { message: "Message sent! We'll get back to you as soon as possible." };
  }
}
