-- A banner's 备注 is optional (issue 24: ten required fields were too many; a remark says nothing a banner needs).
ALTER TABLE "content_banner" ALTER COLUMN "remark" DROP NOT NULL;
