ALTER TABLE `company_facts` DROP COLUMN `openingHoursEn`;--> statement-breakpoint
ALTER TABLE `company_facts` DROP COLUMN `openingHoursKu`;--> statement-breakpoint
ALTER TABLE `company_facts` DROP COLUMN `openingHoursAr`;