import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { RateLimiter } from '../common/rate-limit/rate-limiter';
import type { ContactMessageDto } from './dto/contact-message.dto';
import { ContactMessage } from './entities/contact-message.entity';

@Injectable()
export class ContactService {
  private readonly logger = new Logger(ContactService.name);

  constructor(
    @InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>,
    private readonly limiter: RateLimiter,
  ) {}

  async receive(dto: ContactMessageDto, clientIp: string): Promise<{ message: string }> {
    await this.limiter.hit('contact', clientIp);
    const saved = await this.messages.save(this.messages.create({ ...dto, createdAt: new Date() }));
    this.logger.log(`Contact message ${saved.id} received`);
    return { message: "Message sent! We'll get back to you as soon as possible." };
  }
}
