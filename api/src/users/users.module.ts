import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module';
import { AuthService } from './auth.service';
import { CsrfService } from './csrf.service';
import { AuthToken } from './entities/auth-token.entity';
import { PasswordReset } from './entities/password-reset.entity';
import { User } from './entities/user.entity';
import { PasswordHasher } from './password-hasher';
import { PasswordResetService } from './password-reset.service';
import { LocalStrategy } from './strategies/local.strategy';
import { TokenStrategy } from './strategies/token.strategy';
import { TokensService } from './tokens.service';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [MailModule, PassportModule, TypeOrmModule.forFeature([User, AuthToken, PasswordReset])],
  controllers: [UsersController],
  providers: [
    AuthService,
    CsrfService,
    PasswordHasher,
    PasswordResetService,
    TokensService,
    UsersService,
    LocalStrategy,
    TokenStrategy,
  ],
  exports: [UsersService, TokenStrategy],
})
export class UsersModule {}
