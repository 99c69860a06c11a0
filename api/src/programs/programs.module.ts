import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProgramItem } from './entities/program-item.entity';
import { Program } from './entities/program.entity';
import { ProgramsController } from './programs.controller';
import { ProgramsService } from './programs.service';

@Module({
  imports: [TypeOrmModule.forFeature([Program, ProgramItem])],
  controllers: [ProgramsController],
  providers: [ProgramsService],
})
export class ProgramsModule {}
