-- AlterEnum
ALTER TYPE "UserRole" ADD VALUE 'admin';
